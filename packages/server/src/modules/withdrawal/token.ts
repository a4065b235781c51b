import { MAINNET_USDT, type ChainRuntime } from '../chain/index.js';

/**
 * The token contracts a payout address must not be: mainnet USDT always (a member pasting it by mistake would lose the
 * money), and the connected chain's token (the demo USDT on the demo chain).
 */
export function withdrawalTokenContracts(chain: ChainRuntime | undefined): string[] {
  return chain ? [MAINNET_USDT, chain.token] : [MAINNET_USDT];
}
