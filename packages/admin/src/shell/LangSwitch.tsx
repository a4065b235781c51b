import { Button, Dropdown } from 'antd';
import { LANG_CODES, LANGS, useI18n } from '../i18n';

/** The language menu: every back-office language under its own name; the choice is remembered and sent with each call. */
export function LangSwitch() {
  const { lang, setLang, t } = useI18n();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANG_CODES.map((code) => ({ key: code, label: <span data-testid={`lang-${code}`} lang={code}>{LANGS[code].label}</span> })),
        onClick: ({ key }) => setLang(key as typeof lang),
      }}
    >
      <Button data-testid="lang-switch" size="small" aria-label={t('language')} title={t('language')}>
        {LANGS[lang].label}
      </Button>
    </Dropdown>
  );
}
