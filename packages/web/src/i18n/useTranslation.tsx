import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TFunction, i18n as I18n } from 'i18next';
import { i18n } from './index';

/** What a component translates with: `t` in the reader's language, and i18next itself (its `language`). */
export interface Translation {
  t: TFunction;
  i18n: I18n;
}

/** Outside a TranslationProvider (a shell that failed, a component alone in a test): i18next's own `t`, in whatever language is current. */
const live: Translation = { t: ((...args: Parameters<TFunction>) => i18n.t(...args)) as TFunction, i18n };

const TranslationContext = createContext<Translation>(live);

/**
 * Gives the pages below it the reader's language, and renders them again when it changes. react-i18next's hook did
 * this in every component that translates, each subscribing to i18next and copying it on its first render (on a
 * phone's first load of Home, about 6% of its JavaScript time). Here one provider follows the language for all.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState(() => i18n.language);
  useEffect(() => {
    const changed = () => setLanguage(i18n.language);
    i18n.on('languageChanged', changed);
    // A change between the first render and this effect would otherwise be missed.
    changed();
    return () => i18n.off('languageChanged', changed);
  }, []);
  const value = useMemo<Translation>(() => ({ t: i18n.getFixedT(language), i18n }), [language]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The reader's `t` and i18next, as react-i18next's hook of the same name gives them (TranslationProvider above). */
export function useTranslation(): Translation {
  return useContext(TranslationContext);
}
