import { Money, formatMoney, parseMoney } from '@onego/contract';

/** The sum of two wire amounts, as a wire amount (exact decimals). */
export function addAmounts(a: string, b: string): string {
  return formatMoney((parseMoney(a) ?? new Money(0)).plus(parseMoney(b) ?? new Money(0)));
}
