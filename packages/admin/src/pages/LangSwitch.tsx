import { Select } from 'antd';
import { LANGS, useI18n, type Lang } from '../i18n';

export function LangSwitch() {
  const { lang, setLang, t } = useI18n();
  return (
    <Select
      data-testid="lang-switch"
      aria-label={t('language')}
      value={lang}
      onChange={(v: Lang) => setLang(v)}
      style={{ width: 120 }}
      options={Object.entries(LANGS).map(([value, { label }]) => ({ value, label }))}
    />
  );
}
