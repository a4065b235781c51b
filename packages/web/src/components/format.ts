import i18next from 'i18next';
import { DEFAULT_LANGUAGE, formatDecimal, Money, parseMoney, type Language } from '@onego/contract';
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
  const m = value === undefined ? undefined : parseMoney(value);
  if (!m) return value ?? '';
  return formatDecimal(readerLanguage(), m.toFixed(2), sign);
}

/** A rate such as "0.01" as a percentage text "1". */
export const percent = (rate: string): string => {
  const m = parseMoney(rate);
  return m ? m.times(100).toDecimalPlaces(4).toString() : rate;
};

export const isPositive = (value: string): boolean => (parseMoney(value) ?? new Money(0)).gt(0);

/** A 10-digit timestamp (seconds) as the local date "YYYY-MM-DD". */
export function formatDate(seconds: number): string {
  return formatDateTime(seconds).slice(0, 10);
}
