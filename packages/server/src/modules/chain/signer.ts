import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { encodeFunctionData, keccak256, parseEventLogs, parseUnits, type Address, type Hex, type TransactionReceipt } from 'viem';
import type { Db } from '../../db/client.js';
import { applyTransition } from '../../lib/state-machine/index.js';
import { approvedWithdrawals, markWithdrawalFailed, markWithdrawalPaid } from '../withdrawal/index.js';
import { chainHeights } from './client.js';
import type { SignerKeys } from './keys.js';
import { PAYOUT_LIFECYCLE } from './payout-machine.js';
import { payouts, signerNonces } from './tables.js';
import type { ChainRuntime } from './runtime.js';
import { ERC20_ABI } from './token-abi.js';

type Payout = typeof payouts.$inferSelect;

export interface SignerOptions {
  db: Db;
  chain: ChainRuntime;
  keys: SignerKeys;
  /** A sent transaction with no receipt after this long is replaced at the same nonce with a higher gas price. */
  replaceAfterMs?: number;
  /** How long the lease lasts without renewal: another signer may take over after it. */
  leaseMs?: number;
  log?: { info(msg: string): void; warn(msg: string): void; error(msg: string): void };
}

/** What one pass did, for logs and tests. */
export interface SignerPass {
  leased: boolean;
  sent: number;
  replaced: number;
  paid: number;
  failed: number;
}

/** A replacement must outbid the transaction in the pool (nodes ask for at least +10%): +20%, and never below the network's price. */
const bump = (previous: bigint, network: bigint) => (previous * 12n) / 10n + 1n > network ? (previous * 12n) / 10n + 1n : network;

/**
 * The signer: the only process that sends from the hot wallet. Each pass (under a lease in the database, so two signers
 * started by mistake never both send) records a payout for every approved withdrawal — simulated first, its nonce taken
 * from the database in the transaction that records it — signs and sends it, replaces a transaction stuck past
 * `replaceAfterMs` at the same nonce, and settles payouts whose receipt is final: paid when the receipt succeeded with
 * the expected Transfer log, failed (the money returned) when it reverted.
 */
export function createSigner(opts: SignerOptions) {
  const { db, chain, keys } = opts;
  const hot = keys.hotWallet;
  const me = randomUUID();
  const replaceAfterMs = opts.replaceAfterMs ?? 60_000;
  const leaseMs = opts.leaseMs ?? 30_000;
  const log = opts.log;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /** Takes or renews the lease on the hot wallet's nonce row (created from the chain's count on first use). */
  async function lease(): Promise<boolean> {
    const [known] = await db.select({ address: signerNonces.address }).from(signerNonces).where(eq(signerNonces.address, hot.address));
    if (!known) {
      const onChain = await chain.client.getTransactionCount({ address: hot.address, blockTag: 'pending' });
      await db.insert(signerNonces).values({ address: hot.address, nextNonce: onChain }).onConflictDoNothing();
    }
    const until = new Date(Date.now() + leaseMs);
    const taken = await db.update(signerNonces).set({ leaseHolder: me, leaseUntil: until })
      .where(and(eq(signerNonces.address, hot.address), sql`(${signerNonces.leaseHolder} = ${me} or ${signerNonces.leaseUntil} is null or ${signerNonces.leaseUntil} < now())`))
      .returning({ address: signerNonces.address });
    return taken.length > 0;
  }

  /** Records the payout of an approved withdrawal with the next nonce, or fails the withdrawal when simulation reverts. */
  async function record(w: { id: number; address: string; arrival: string }, pass: SignerPass): Promise<void> {
    const units = parseUnits(w.arrival, chain.decimals);
    try {
      await chain.client.simulateContract({ account: hot, address: chain.token, abi: ERC20_ABI, functionName: 'transfer', args: [w.address as Address, units] });
    } catch (err) {
      const reason = `payout simulation reverted: ${shortError(err)}`;
      log?.warn(`withdrawal ${w.id}: ${reason}`);
      await markWithdrawalFailed(db, w.id, reason);
      pass.failed++;
      return;
    }
    await db.transaction(async (tx) => {
      const [n] = await tx.update(signerNonces).set({ nextNonce: sql`${signerNonces.nextNonce} + 1` })
        .where(eq(signerNonces.address, hot.address)).returning({ nonce: sql<number>`${signerNonces.nextNonce} - 1`.mapWith(Number) });
      // No "on conflict do nothing": a refused insert must roll the nonce back, or the next payouts would wait on a gap.
      await tx.insert(payouts).values({ withdrawalId: w.id, fromAddress: hot.address, toAddress: w.address, units: units.toString(), nonce: n!.nonce });
    });
  }

  /** Signs the payout's transaction at its nonce, records its hash, then broadcasts it (a crash in between loses nothing). */
  async function send(p: Payout, gasPrice: bigint): Promise<void> {
    const data = encodeFunctionData({ abi: ERC20_ABI, functionName: 'transfer', args: [p.toAddress as Address, BigInt(p.units)] });
    const serialized = await hot.signTransaction({
      chainId: chain.chainId, type: 'legacy', nonce: p.nonce, to: chain.token, data, gas: 100_000n, gasPrice, value: 0n,
    });
    const hash = keccak256(serialized);
    await db.transaction(async (tx) => {
      await applyTransition(tx, PAYOUT_LIFECYCLE, 'send', {
        id: p.id, actor: 'system', note: hash,
        set: { txHash: hash, hashes: sql`${payouts.hashes} || ${JSON.stringify([hash])}::jsonb`, gasPrice: gasPrice.toString(), sends: sql`${payouts.sends} + 1`, sentAt: new Date() },
      });
    });
    try {
      await chain.client.sendRawTransaction({ serializedTransaction: serialized });
    } catch (err) {
      // Kept as sent: a pass finds its receipt if it got through, or replaces it once it is overdue.
      log?.warn(`payout ${p.id} (nonce ${p.nonce}): send failed: ${shortError(err)}`);
      await db.update(payouts).set({ lastError: shortError(err) }).where(eq(payouts.id, p.id));
    }
  }

  /** The final receipt among the payout's transactions, if one was mined at or below the final block. */
  async function finalReceipt(p: Payout, finalized: bigint): Promise<{ receipt: TransactionReceipt; mined: boolean } | { receipt: undefined; mined: boolean }> {
    let mined = false;
    for (const hash of [...p.hashes].reverse()) {
      const receipt = await chain.client.getTransactionReceipt({ hash: hash as Hex }).catch(() => undefined);
      if (!receipt) continue;
      mined = true;
      if (receipt.blockNumber <= finalized) return { receipt, mined };
    }
    return { receipt: undefined, mined };
  }

  /** True when the receipt carries the token's Transfer of the payout's amount from the hot wallet to the address. */
  function paysOut(receipt: TransactionReceipt, p: Payout): boolean {
    const logs = parseEventLogs({ abi: ERC20_ABI, eventName: 'Transfer', logs: receipt.logs.filter((l) => l.address.toLowerCase() === chain.token.toLowerCase()) });
    return logs.some((l) => l.args.from.toLowerCase() === p.fromAddress.toLowerCase() && l.args.to.toLowerCase() === p.toAddress.toLowerCase() && l.args.value === BigInt(p.units));
  }

  /** Settles a payout whose receipt is final: the withdrawal paid or failed and the payout closed, in one transaction. */
  async function settle(p: Payout, receipt: TransactionReceipt, pass: SignerPass): Promise<void> {
    const ok = receipt.status === 'success' && paysOut(receipt, p);
    await db.transaction(async (tx) => {
      if (ok) await markWithdrawalPaid(tx, p.withdrawalId, receipt.transactionHash);
      else await markWithdrawalFailed(tx, p.withdrawalId, receipt.status === 'success' ? 'no Transfer log in the receipt' : 'transaction reverted on chain', receipt.transactionHash);
      await applyTransition(tx, PAYOUT_LIFECYCLE, ok ? 'confirm' : 'fail', { id: p.id, actor: 'system', note: receipt.transactionHash, set: { txHash: receipt.transactionHash } });
    });
    if (ok) pass.paid++;
    else pass.failed++;
  }

  /** One pass: lease, record new payouts, send the unsent, settle the final and replace the stuck. */
  async function tick(): Promise<SignerPass> {
    const pass: SignerPass = { leased: false, sent: 0, replaced: 0, paid: 0, failed: 0 };
    if (!(await lease())) return pass;
    pass.leased = true;
    const approved = await approvedWithdrawals(db, 100);
    if (approved.length) {
      const known = new Set((await db.select({ id: payouts.withdrawalId }).from(payouts).where(inArray(payouts.withdrawalId, approved.map((w) => w.id)))).map((r) => r.id));
      for (const w of approved) if (!known.has(w.id)) await record(w, pass);
    }
    const open = await db.select().from(payouts).where(inArray(payouts.status, ['signing', 'sent'])).orderBy(payouts.nonce);
    if (!open.length) return pass;
    const network = await chain.client.getGasPrice();
    for (const p of open.filter((x) => x.status === 'signing')) {
      await send(p, network);
      pass.sent++;
    }
    const { finalized } = await chainHeights(chain.client, chain.confirmations);
    for (const p of open.filter((x) => x.status === 'sent')) {
      const found = await finalReceipt(p, finalized);
      if (found.receipt) {
        await settle(p, found.receipt, pass);
      } else if (!found.mined && p.sentAt && Date.now() - p.sentAt.getTime() >= replaceAfterMs) {
        log?.info(`payout ${p.id} (nonce ${p.nonce}) has no receipt after ${replaceAfterMs} ms: replacing it at the same nonce`);
        await send(p, bump(BigInt(p.gasPrice), network));
        pass.replaced++;
      }
    }
    return pass;
  }

  return {
    tick,
    /** Runs a pass every `intervalMs` until stopped; a failing pass is logged and the next one tries again. */
    start(intervalMs: number): void {
      const loop = () => {
        running = tick().catch((err) => log?.error(`signer pass failed: ${shortError(err)}`)).finally(() => {
          if (timer !== undefined) timer = setTimeout(loop, intervalMs);
        });
      };
      timer = setTimeout(loop, 0);
    },
    /** Stops the loop after the pass in progress and gives the lease up, so a signer started next takes over at once. */
    async stop(): Promise<void> {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await running;
      await db.update(signerNonces).set({ leaseHolder: '', leaseUntil: null })
        .where(and(eq(signerNonces.address, hot.address), eq(signerNonces.leaseHolder, me)));
    },
  };
}

export type Signer = ReturnType<typeof createSigner>;

function shortError(err: unknown): string {
  const e = err as { shortMessage?: string; message?: string };
  return (e.shortMessage ?? e.message ?? String(err)).split('\n')[0]!.slice(0, 300);
}
