import type { Language } from '@onego/contract';
import type { SameAs } from '../kit/sameAs';

/**
 * The back office's languages, the member app's 8 in the same order, each with its own name for the switch. Screens'
 * texts are in `features/<domain>/texts.ts`, `kit/texts.ts` and `shell/texts.ts`; a test fails when one misses a language.
 */
export const LANGS = {
  'zh-TW': { label: '繁體中文' },
  'zh-CN': { label: '简体中文' },
  en: { label: 'English' },
  ja: { label: '日本語' },
  ko: { label: '한국어' },
  vi: { label: 'Tiếng Việt' },
  id: { label: 'Bahasa Indonesia' },
  th: { label: 'ไทย' },
} as const;
export type Lang = keyof typeof LANGS;
export const LANG_CODES = Object.keys(LANGS) as Lang[];
export const langsMatchContract: SameAs<Lang, Language> = true;
