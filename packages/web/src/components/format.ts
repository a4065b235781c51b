// Text only, no arithmetic: Home's prices and dates need no decimal library (figures that do are in money.ts).
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, formatDecimal, type Language } from '@onego/contract';
import { isLanguage } from '../i18n/language';

const pad = (n: number) => String(n).padStart(2, '0');

/** A 10-digit timestamp (seconds) as local "YYYY-MM-DD HH:mm" (the spec's year-month-day order in every language). */
export function formatDateTime(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

// The reader's language, for the separators of numbers (vi and id write 1.234,56).
const readerLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);

/** A wire amount ("1234.50", "-3.00") with exactly 2 decimals and the reader's separators; `sign` adds "+" to positives. */
export function formatAmount(value: string | undefined, sign = false): string {
  const parts = value === undefined ? null : /^(-?)(\d{1,20})(?:\.(\d{1,8}))?$/.exec(value.trim());
  if (!parts) return value ?? '';
  const [, minus, digits, decimals = ''] = parts;
  const int = digits!.replace(/^0+(?=\d)/, '');
  const frac = decimals.padEnd(2, '0').slice(0, 2); // rounded down, as the product rounds every amount
  // The sign is the whole amount's (-0.001 shows as -0.00), the digits are written with the reader's separators.
  const zero = /^0+$/.test(int + decimals);
  const prefix = minus && !zero ? '-' : sign && !zero ? '+' : '';
  return `${prefix}${formatDecimal(readerLanguage(), `${int}.${frac}`)}`;
}

/** A 10-digit timestamp (seconds) as the local date "YYYY-MM-DD". */
export function formatDate(seconds: number): string {
  return formatDateTime(seconds).slice(0, 10);
}
