import { MAINNET_USDT } from '../../lib/bep20-address.js';

/**
 * The token contracts a payout address must not be: mainnet USDT always (a member pasting it by mistake would lose the
 * money), and the configured token when the chain module names another one.
 */
export function withdrawalTokenContracts(): string[] {
  return [MAINNET_USDT];
}
