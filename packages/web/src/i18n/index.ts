import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@onego/contract';
import { KEYS } from '../app/storage';
import { storedLanguage } from './language';
import en from './locales/en';
import zhTW from './locales/zh-TW';
import zhCN from './locales/zh-CN';
import ja from './locales/ja';
import ko from './locales/ko';
import vi from './locales/vi';
import id from './locales/id';
import th from './locales/th';

export const locales = { 'zh-TW': zhTW, 'zh-CN': zhCN, en, ja, ko, vi, id, th } satisfies Record<Language, unknown>;

const resources = Object.fromEntries(LANGUAGES.map((l) => [l, { translation: locales[l] }]));

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'zh-TW',
  interpolation: { escapeValue: false },
  initAsync: false,
});

document.documentElement.lang = i18n.language;

/** Switches the interface language and remembers it; the API client sends it as the `lang` header. */
export async function changeLanguage(lang: Language): Promise<void> {
  localStorage.setItem(KEYS.lang, lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

export { i18n };
