/**
 * The back office's languages: each one's own name (for the switch) and a short label. Screens' texts are in
 * `features/<domain>/texts.ts`, `kit/texts.ts` and `shell/texts.ts`; a test fails when one of them misses a language.
 */
export const LANGS = {
  en: { label: 'English', short: 'EN' },
  'zh-TW': { label: '繁體中文', short: '繁中' },
  'zh-CN': { label: '简体中文', short: '简中' },
  ja: { label: '日本語', short: '日本語' },
  ko: { label: '한국어', short: '한국어' },
  vi: { label: 'Tiếng Việt', short: 'VI' },
  id: { label: 'Bahasa Indonesia', short: 'ID' },
  th: { label: 'ไทย', short: 'ไทย' },
} as const;
export type Lang = keyof typeof LANGS;
export const LANG_CODES = Object.keys(LANGS) as Lang[];
