// What the signer's senders share: the hot wallet's nonce from the database, gas prices, receipts and error texts.
import { eq, sql } from 'drizzle-orm';
import { BaseError, ContractFunctionRevertedError, type Hex, type PublicClient, type TransactionReceipt } from 'viem';
import type { Db } from '../../db/client.js';
import { signerNonces } from './tables.js';

/** Gas limit of a token transfer (payouts, sweeps); BSC-USD's transfer uses about 35,000. */
export const TOKEN_TRANSFER_GAS = 100_000n;
/** Gas limit of a plain BNB transfer (a gas top-up). */
export const NATIVE_TRANSFER_GAS = 21_000n;

/**
 * Takes the hot wallet's next nonce in the caller's transaction: the row lock queues every sender (payouts, gas
 * top-ups, cold sweeps) and a rolled-back transaction gives the nonce back, so none is ever skipped or shared.
 */
export async function takeNonce(tx: Db, address: string): Promise<number> {
  const [n] = await tx.update(signerNonces).set({ nextNonce: sql`${signerNonces.nextNonce} + 1` })
    .where(eq(signerNonces.address, address)).returning({ nonce: sql<number>`${signerNonces.nextNonce} - 1`.mapWith(Number) });
  if (!n) throw new Error(`no nonce row for ${address}: the signer's lease creates it`);
  return n.nonce;
}

/** A replacement must outbid the transaction in the pool (nodes ask for at least +10%): +20%, and never below the network's price. */
export const bump = (previous: bigint, network: bigint) => (previous * 12n) / 10n + 1n > network ? (previous * 12n) / 10n + 1n : network;

/** The final receipt among a transaction's hashes (one nonce: at most one is mined), and whether any was mined at all. */
export async function finalReceiptOf(client: PublicClient, hashes: string[], finalized: bigint): Promise<{ receipt: TransactionReceipt | undefined; mined: boolean }> {
  let mined = false;
  for (const hash of [...hashes].reverse()) {
    const receipt = await client.getTransactionReceipt({ hash: hash as Hex }).catch(() => undefined);
    if (!receipt) continue;
    mined = true;
    if (receipt.blockNumber <= finalized) return { receipt, mined };
  }
  return { receipt: undefined, mined };
}

/** True when a simulation failed because the contract reverted (not because the node did not answer). */
export function isRevert(err: unknown): boolean {
  return err instanceof BaseError && Boolean(err.walk((e) => e instanceof ContractFunctionRevertedError));
}

/** The first line of an error, short enough for a row and a log. */
export function shortError(err: unknown): string {
  const e = err as { shortMessage?: string; message?: string };
  return (e.shortMessage ?? e.message ?? String(err)).split('\n')[0]!.slice(0, 300);
}
