import { Money, parseMoney } from '@onego/contract';

/** A rate such as "0.01" as a percentage text "1". */
export const percent = (rate: string): string => {
  const m = parseMoney(rate);
  return m ? m.times(100).toDecimalPlaces(4).toString() : rate;
};

/** True when a wire amount is above zero. */
export const isPositive = (value: string): boolean => (parseMoney(value) ?? new Money(0)).gt(0);
