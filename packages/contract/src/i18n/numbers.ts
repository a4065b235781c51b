import type { Language } from '../languages.js';

interface Separators { group: string; decimal: string }
const cache = new Map<string, Separators>();

// The separators come from Intl (vi and id write 1.234,56); the digits themselves never go through a float, so an
// amount of any size keeps every digit.
function separators(lang: Language): Separators {
  let s = cache.get(lang);
  if (!s) {
    const parts = new Intl.NumberFormat(lang).formatToParts(12345.5);
    s = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    cache.set(lang, s);
  }
  return s;
}

/**
 * A plain decimal text ("-1234.50") written the language's way ("-1.234,50" in vi and id, "-1,234.50" in en),
 * digit for digit; `sign` adds "+" to positives. Anything that is not a plain decimal comes back as it is.
 */
export function formatDecimal(lang: Language, value: string, sign = false): string {
  const m = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m) return value;
  const { group, decimal } = separators(lang);
  const [, s, int, frac] = m;
  const zero = /^0*$/.test(int!) && /^0*$/.test(frac ?? '');
  const prefix = s === '-' && !zero ? '-' : sign && !zero && s !== '-' ? '+' : '';
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${prefix}${grouped}${frac === undefined ? '' : decimal + frac}`;
}
