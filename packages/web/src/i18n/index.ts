import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, quoteName, resolveKoreanParticles, type Language } from '@onego/contract';
import { loadAntdLocale } from '../app/antdLocale';
import { KEYS } from '../app/storage';
import { storedLanguage } from './language';
import { yieldToBrowser } from '../app/renderTasks';
import zhTW from './locales/zh-TW';

// Each other dictionary is its own chunk, loaded when it is the reader's. The default language (what a first visit
// reads) comes with the app, so a first visit waits for no second request before it can render.
const dictionaries: Record<Language, () => Promise<{ default: object }>> = {
  'zh-TW': async () => ({ default: zhTW }),
  'zh-CN': () => import('./locales/zh-CN'),
  en: () => import('./locales/en'),
  ja: () => import('./locales/ja'),
  ko: () => import('./locales/ko'),
  vi: () => import('./locales/vi'),
  id: () => import('./locales/id'),
  th: () => import('./locales/th'),
};

/** Loads a language's dictionary into i18next (and antd-mobile's texts of it) unless they are there already. */
export async function loadLanguage(lang: Language): Promise<void> {
  const antd = loadAntdLocale(lang);
  if (!i18n.hasResourceBundle(lang, 'translation')) i18n.addResourceBundle(lang, 'translation', (await dictionaries[lang]()).default);
  await antd;
}

// Korean templates write a particle pair after a value (`{{id}}(으)로`); it is settled once the value is in.
const koreanParticles = {
  type: 'postProcessor' as const,
  name: 'koreanParticles',
  process: (value: unknown, _key: string | string[], options: { lng?: string }, translator: { language?: string }) =>
    (typeof value === 'string' && (options.lng ?? translator.language) === 'ko' ? resolveKoreanParticles(value) : value),
};

/** Sets i18next up with the default dictionary and the reader's language, then loads that language's dictionary. */
async function initialise(): Promise<void> {
  await i18n.use(initReactI18next).use(koreanParticles).init({
    resources: { [DEFAULT_LANGUAGE]: { translation: zhTW } },
    lng: storedLanguage(),
    // Every key exists in every language (a test holds them to it), so no second dictionary is needed as a fallback.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    postProcess: ['koreanParticles'],
    initAsync: false,
  });
  // `{{name, quote}}` puts an inserted name in the reader's quotes (「」, “ ”, or none in Korean and Thai).
  i18n.services.formatter?.add('quote', (value: unknown, lng: string | undefined) =>
    quoteName((lng ?? i18n.language) as Language, String(value)));
  document.documentElement.lang = i18n.language;
  // i18next's first translation pays its one-off costs (about as much as its set-up): here, not in the first render.
  i18n.t('common.loading');
  await loadLanguage(i18n.language as Language);
}

/**
 * Settles when i18next is set up and the reader's dictionary is loaded: the app renders after it. The set-up runs in
 * a task of its own (yieldToBrowser), not in the one that evaluates the app's code: on a phone that task was the
 * load's longest, and i18next's set-up a fair part of it.
 */
export const i18nReady: Promise<void> = yieldToBrowser().then(initialise);

/** Switches the interface language and remembers it; the API client sends it as the `lang` header. */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  localStorage.setItem(KEYS.lang, lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

export { i18n };
