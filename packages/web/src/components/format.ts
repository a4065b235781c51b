import { Money, parseMoney } from '@onego/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** A 10-digit timestamp (seconds) as local "YYYY-MM-DD HH:mm" (the spec's year-month-day order in every language). */
export function formatDateTime(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A wire amount ("1234.50", "-3.00") with thousands separators and exactly 2 decimals; `sign` adds "+" to positives. */
export function formatAmount(value: string | undefined, sign = false): string {
  const m = value === undefined ? undefined : parseMoney(value);
  if (!m) return value ?? '';
  const [int, frac = '00'] = m.abs().toFixed(2).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const prefix = m.isNeg() && !m.isZero() ? '-' : sign && m.gt(0) ? '+' : '';
  return `${prefix}${grouped}.${frac}`;
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
