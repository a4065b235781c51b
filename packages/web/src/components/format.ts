// Text only, no arithmetic: Home's prices and dates need no decimal library (figures that do are in money.ts).

const pad = (n: number) => String(n).padStart(2, '0');

/** A 10-digit timestamp (seconds) as local "YYYY-MM-DD HH:mm" (the spec's year-month-day order in every language). */
export function formatDateTime(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A wire amount ("1234.50", "-3.00") with thousands separators and exactly 2 decimals; `sign` adds "+" to positives. */
export function formatAmount(value: string | undefined, sign = false): string {
  const parts = value === undefined ? null : /^(-?)(\d{1,20})(?:\.(\d{1,8}))?$/.exec(value.trim());
  if (!parts) return value ?? '';
  const [, minus, digits, decimals = ''] = parts;
  const int = digits!.replace(/^0+(?=\d)/, '');
  const frac = decimals.padEnd(2, '0').slice(0, 2); // rounded down, as the product rounds every amount
  const zero = /^0+$/.test(int + decimals);
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const prefix = minus && !zero ? '-' : sign && !zero ? '+' : '';
  return `${prefix}${grouped}.${frac}`;
}

/** A 10-digit timestamp (seconds) as the local date "YYYY-MM-DD". */
export function formatDate(seconds: number): string {
  return formatDateTime(seconds).slice(0, 10);
}
