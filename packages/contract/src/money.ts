import { Decimal } from 'decimal.js';

// One decimal configuration for the whole product: enough precision for any sum of 30-digit amounts.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_DOWN, toExpNeg: -40, toExpPos: 40 });
export { D as Money };
export type Money = Decimal;

export { ASSETS, type Asset } from './assets.js';

/** Decimal places of amounts on the wire and in every member-facing figure. */
export const MONEY_DP = 2;
/** Decimal places kept in the database (bonus computations need more than the wire). */
export const STORE_DP = 8;

/**
 * The one rounding rule: any amount the system derives (fees, splits, bonuses) is rounded DOWN to 0.01.
 * Rounding down never pays out a fraction that was not there; where a split must add up, the last part takes the remainder.
 */
export function roundMoney(value: Decimal.Value): Decimal {
  return new D(value).toDecimalPlaces(MONEY_DP, Decimal.ROUND_DOWN);
}

/** Formats an amount for the wire: a string with exactly 2 decimals ("12.50", "-3.00"). */
export function formatMoney(value: Decimal.Value): string {
  return roundMoney(value).toFixed(MONEY_DP);
}

/** Parses a decimal string; undefined when it is not a plain decimal number. */
export function parseMoney(text: string): Decimal | undefined {
  if (!/^-?\d{1,20}(\.\d{1,8})?$/.test(text.trim())) return undefined;
  return new D(text.trim());
}
