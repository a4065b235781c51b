import type { Language } from '../languages.js';

interface Separators { group: string; decimal: string }

const COMMA_DOT: Separators = { group: ',', decimal: '.' };
const DOT_COMMA: Separators = { group: '.', decimal: ',' };

/**
 * Each language's separators, as Intl.NumberFormat writes them (vi and id write 1.234,56; a test holds this table to
 * Intl). A table, not Intl at run time: a phone's first Intl.NumberFormat loads the locale's number data, about 40 ms
 * of the first render of a page with prices. The digits themselves never go through a float, so an amount of any size
 * keeps every digit.
 */
export const NUMBER_SEPARATORS: Record<Language, Separators> = {
  'zh-TW': COMMA_DOT, 'zh-CN': COMMA_DOT, en: COMMA_DOT, ja: COMMA_DOT, ko: COMMA_DOT, vi: DOT_COMMA, id: DOT_COMMA, th: COMMA_DOT,
};

/**
 * A plain decimal text ("-1234.50") written the language's way ("-1.234,50" in vi and id, "-1,234.50" in en),
 * digit for digit; `sign` adds "+" to positives. Anything that is not a plain decimal comes back as it is.
 */
export function formatDecimal(lang: Language, value: string, sign = false): string {
  const m = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m) return value;
  const { group, decimal } = NUMBER_SEPARATORS[lang] ?? COMMA_DOT;
  const [, s, int, frac] = m;
  const zero = /^0*$/.test(int!) && /^0*$/.test(frac ?? '');
  const prefix = s === '-' && !zero ? '-' : sign && !zero && s !== '-' ? '+' : '';
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${prefix}${grouped}${frac === undefined ? '' : decimal + frac}`;
}
