import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@onego/contract';
import { KEYS } from '../app/storage';

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

export function storedLanguage(): Language {
  const v = localStorage.getItem(KEYS.lang);
  return isLanguage(v) ? v : DEFAULT_LANGUAGE;
}
