import { formatMoney, Money } from '@onego/contract';

/**
 * An amount as typed by an operator or sent by the server ("12.5", "+3", "-0.75"), exactly (the contract's decimal,
 * never a float); undefined unless it is a plain decimal with at most `dp` decimals.
 */
export function parseAmount(text: string, dp = 2): Money | undefined {
  const m = new RegExp(`^([+-]?)(\\d{1,15}(?:\\.\\d{1,${dp}})?)$`).exec(text.trim());
  if (!m) return undefined;
  return new Money(`${m[1] === '-' ? '-' : ''}${m[2]}`);
}

/** An amount as the wire shows it: exactly 2 decimals ("-12.50"). */
export const formatAmount = (value: Money): string => formatMoney(value);
