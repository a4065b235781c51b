import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function PageSkeleton({ lines = 5 }: { lines?: number }) {
  return (
    <div className="card" aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock status="default" title={t('common.loadFailed')} description={t('common.loadFailedHint')}>
      {onRetry ? <Button color="primary" onClick={onRetry} data-testid="retry">{t('common.retry')}</Button> : null}
    </ErrorBlock>
  );
}
