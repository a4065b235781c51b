import { Popup } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@onego/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { changeLanguage } from '../../i18n';

export function LanguagePopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const choose = async (lang: Language) => {
    onClose();
    if (lang === i18n.language) return;
    await changeLanguage(lang);
    // Server texts (country names, messages) come in the request language: fetch them again.
    await client.invalidateQueries();
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} showCloseButton
      bodyClassName="sheet-body" bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div role="radiogroup" aria-label={t('settings.language')} className="lang-list" data-testid="lang-list">
        {LANGUAGES.map((lang) => (
          <button key={lang} type="button" role="radio" aria-checked={lang === i18n.language} lang={lang}
            className="lang-option" onClick={() => void choose(lang)} data-testid={`lang-option-${lang}`}>
            <span>{LANGUAGE_NAMES[lang]}</span>
            {lang === i18n.language ? <CheckOutline /> : null}
          </button>
        ))}
      </div>
    </Popup>
  );
}
