import type { Language } from '@onego/contract';
import zhTW from 'antd-mobile/es/locales/zh-TW';

type AntdLocale = typeof zhTW;

// The default language's texts come with the app; each other one is its own small chunk, loaded with the reader's
// dictionary (i18n/index.ts), so the first load carries one language of antd-mobile's texts, not eight.
const loaders: Record<Exclude<Language, 'zh-TW'>, () => Promise<{ default: AntdLocale }>> = {
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  en: () => import('antd-mobile/es/locales/en-US'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
  id: () => import('antd-mobile/es/locales/id-ID'),
  th: () => import('antd-mobile/es/locales/th-TH'),
};
const loaded: Partial<Record<Language, AntdLocale>> = { 'zh-TW': zhTW };

/** Loads antd-mobile's texts of a language unless they are there already. */
export async function loadAntdLocale(lang: Language): Promise<void> {
  if (loaded[lang] || lang === 'zh-TW') return;
  loaded[lang] = (await loaders[lang]()).default;
}

/** antd-mobile's own texts (picker buttons, empty states) follow the interface language once they are loaded. */
export function antdLocale(lang: string): AntdLocale {
  return loaded[lang as Language] ?? zhTW;
}
