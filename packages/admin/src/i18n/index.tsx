import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { resolveKoreanParticles } from '@onego/contract';
import { DICTS, type TKey } from './dictionary';
import { LANGS, type Lang } from './languages';

export { LANG_CODES, LANGS, type Lang } from './languages';
export type { TKey } from './dictionary';

const STORAGE_KEY = 'onego-admin-lang';

/** The operator's chosen language (the API client sends it, so server messages come back in it); English until one is chosen. */
export function storedLang(): Lang {
  const v = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  return v && v in LANGS ? (v as Lang) : 'en';
}

interface I18n {
  lang: Lang;
  setLang(l: Lang): void;
  t(key: TKey): string;
  /** A key made at run time (an entry kind, a setting): its text, or the fallback (the key itself) when there is none. */
  tx(key: string, fallback?: string): string;
}
const I18nContext = createContext<I18n | null>(null);

/** Holds the chosen language and remembers it across visits. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, set] = useState<Lang>(storedLang);
  const setLang = useCallback((l: Lang) => {
    localStorage.setItem(STORAGE_KEY, l);
    set(l);
  }, []);
  const value = useMemo<I18n>(() => {
    // Korean particle pairs (`을(를)`) are settled by the word before them, as in the member app and the server.
    const settle = (text: string) => (lang === 'ko' ? resolveKoreanParticles(text) : text);
    return {
      lang, setLang, t: (k) => settle(DICTS[lang][k]),
      tx: (k, fallback) => (k in DICTS[lang] ? settle(DICTS[lang][k as TKey]) : fallback ?? k),
    };
  }, [lang, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The chosen language, its switch, and the text of a key in it. */
export function useI18n(): I18n {
  const v = useContext(I18nContext);
  if (!v) throw new Error('I18nProvider missing');
  return v;
}
