import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { LANGUAGES, type Country, type Language } from '@onego/contract';

// Country names come from ICU (CLDR) through Intl, which knows all 8 languages, Traditional Chinese included.
const cache = new Map<Language, Country[]>();

/** Countries with their phone area code and their name in a language, sorted by that name. */
export function countriesIn(lang: Language): Country[] {
  const hit = cache.get(lang);
  if (hit) return hit;
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(lang);
  const list = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, area_code: getCountryCallingCode(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(lang, list);
  return list;
}

/** True when a country code is one we list. */
export function isKnownCountry(code: string): boolean {
  return (getCountries() as string[]).includes(code);
}

/** True when some country uses this calling code. */
export function isKnownAreaCode(areaCode: string): boolean {
  return countriesIn(LANGUAGES[0]).some((c) => c.area_code === areaCode);
}

export type { CountryCode };
