import { Segmented } from 'antd';
import { LANGS, useI18n, type Lang } from '../i18n';

export function LangSwitch() {
  const { lang, setLang, t } = useI18n();
  return (
    <Segmented<Lang>
      data-testid="lang-switch"
      aria-label={t('language')}
      size="small"
      value={lang}
      onChange={(v) => setLang(v)}
      options={(Object.keys(LANGS) as Lang[]).map((value) => ({ value, label: <span data-testid={`lang-${value}`} title={LANGS[value].label}>{LANGS[value].short}</span> }))}
    />
  );
}
