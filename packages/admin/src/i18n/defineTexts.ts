import type { Lang } from './languages';

/** A screen's texts: English names the keys, and every other language must give exactly those keys (no more, no fewer). */
export type DomainTexts<E extends Record<string, string>> = { en: E } & { [L in Exclude<Lang, 'en'>]: Record<keyof E, string> };

/** Declares a screen's texts in every language; the compiler refuses a language that misses a key or adds one. */
export function defineTexts<const E extends Record<string, string>>(texts: DomainTexts<E>): DomainTexts<E> {
  return texts;
}
