import { Button } from 'antd-mobile';
import { useTranslation } from '../i18n/useTranslation';
import { copyText } from './copy';

export function CopyButton({ text, testId, label }: { text: string; testId?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Button size="mini" fill="outline" color="primary" disabled={!text} onClick={() => void copyText(text)}
      data-testid={testId} aria-label={label ? t('common.copyWhat', { what: label }) : undefined}>
      {t('common.copy')}
    </Button>
  );
}
