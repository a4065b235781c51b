import type { Language } from '../languages.js';

// Corner brackets in Chinese and Japanese, curly quotes in English, Vietnamese and Indonesian; Korean and Thai set a
// name off by spacing alone, so it stands as it is.
const QUOTES: Record<Language, [string, string]> = {
  'zh-TW': ['「', '」'],
  'zh-CN': ['“', '”'],
  ja: ['「', '」'],
  en: ['“', '”'],
  vi: ['“', '”'],
  id: ['“', '”'],
  ko: ['', ''],
  th: ['', ''],
};

/** A name put inside a sentence (a product, a recipient), quoted the way the language quotes it. */
export function quoteName(lang: Language, name: string): string {
  const [open, close] = QUOTES[lang];
  return `${open}${name}${close}`;
}
