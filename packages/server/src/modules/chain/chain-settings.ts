// The chain's operator settings (confirmations, the top-up window), read when used: an operator's change in the back
// office reaches the scanner, the signer and the top-up page within the settings cache (a second).
import type { Db } from '../../db/client.js';
import { readSettingsCached, seedSetting } from '../site/index.js';
import { chainHeights, type ChainHeights } from './client.js';
import type { ChainRuntime } from './runtime.js';
import type { ChainSettings } from './settings.js';

/** Blocks behind the head counted final when the node has no `finalized` tag (setting `chain_confirmations`). */
export async function chainConfirmations(db: Db): Promise<number> {
  return Number((await readSettingsCached(db)).chain_confirmations);
}

/** A top-up request's countdown in minutes (setting `topup_minutes`). */
export async function topUpMinutes(db: Db): Promise<number> {
  return Number((await readSettingsCached(db)).topup_minutes);
}

/** The head and the final block of the connected chain, with the confirmations the back office set. */
export async function finality(db: Db, chain: ChainRuntime): Promise<ChainHeights> {
  return chainHeights(chain.client, await chainConfirmations(db));
}

/**
 * On the first start with CHAIN_CONFIRMATIONS or CHAIN_TOPUP_MINUTES set, saves them as the back-office settings; a
 * setting already saved (by an earlier start or an operator) is left alone, so the back office decides from then on.
 */
export async function seedChainSettings(db: Db, settings: Pick<ChainSettings, 'confirmations' | 'topUpMinutes'>): Promise<void> {
  if (settings.confirmations !== undefined) await seedSetting(db, 'chain_confirmations', String(settings.confirmations));
  if (settings.topUpMinutes !== undefined) await seedSetting(db, 'topup_minutes', String(settings.topUpMinutes));
}
