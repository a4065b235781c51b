/**
 * Fixed-point money for the bonus engine: amounts and rates as bigint counts of 1e-8 (the ledger's 8 places).
 * Exact decimal arithmetic like `Money` (decimal.js), but a settlement over a million members runs millions of
 * multiplications, and bigint in typed arrays keeps that in memory and in seconds.
 */
export const ONE = 100_000_000n;
/** One cent in units: credits are rounded down to it. */
export const CENT = 1_000_000n;

/** Parses a decimal string (at most 8 places, optional sign) into units. */
export function units(value: string | number): bigint {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(-?)(\d+)(?:\.(\d{0,8}))?$/.exec(text);
  if (!m) throw new Error(`not a decimal with at most 8 places: ${text}`);
  const whole = BigInt(m[2]!) * ONE + BigInt((m[3] ?? '').padEnd(8, '0'));
  return m[1] ? -whole : whole;
}

/** Units as a decimal string with 8 places. */
export function decimal(u: bigint): string {
  const neg = u < 0n;
  const abs = neg ? -u : u;
  return `${neg ? '-' : ''}${abs / ONE}.${(abs % ONE).toString().padStart(8, '0')}`;
}

/** Units as a decimal string with 2 places (for amounts already rounded to the cent). */
export function cents(u: bigint): string {
  const s = decimal(u);
  return s.slice(0, s.length - 6);
}

/** a × rate, both in units, truncated toward zero at 8 places. */
export function times(a: bigint, rate: bigint): bigint {
  return (a * rate) / ONE;
}

/** a × num / den, truncated toward zero (a share of a pool, a proportional cut). */
export function share(a: bigint, num: bigint, den: bigint): bigint {
  return den === 0n ? 0n : (a * num) / den;
}

/** Rounds a non-negative amount down to the cent; a negative one toward zero (its mirror). */
export function floorCent(u: bigint): bigint {
  return u - (u % CENT);
}

export const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);
export const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);
