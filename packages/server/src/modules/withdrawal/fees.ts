import { Money } from '@onego/contract';
import type { Settings } from '../site/index.js';

export type WithdrawalSettings = Pick<Settings, 'withdrawal_fee' | 'withdrawal_min' | 'withdrawal_daily_limit'>;

/** Fee and arrival of a withdrawal of `amount`: a fixed fee taken from the amount; what is left reaches the address. */
export function withdrawalFee(amount: Money, s: WithdrawalSettings): { fee: Money; arrival: Money } {
  const fee = new Money(s.withdrawal_fee);
  return { fee, arrival: Money.max(amount.minus(fee), 0) };
}

/** The smallest amount a member may ask for: the minimum setting, and always more than the fee so something arrives. */
export function smallestWithdrawal(s: WithdrawalSettings): Money {
  return Money.max(new Money(s.withdrawal_min), new Money(s.withdrawal_fee).plus('0.01'));
}
