import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { encodeFunctionData, keccak256, parseEventLogs, parseUnits, type Address, type TransactionReceipt } from 'viem';
import type { Db } from '../../db/client.js';
import { applyTransition } from '../../lib/state-machine/index.js';
import { approvedWithdrawals, markWithdrawalFailed, markWithdrawalPaid } from '../withdrawal/index.js';
import { finality } from './chain-settings.js';
import { bump, finalReceiptOf, isRevert, shortError, takeNonce, TOKEN_TRANSFER_GAS } from './signer-kit.js';
import { createSweeper, emptySweepPass, type SweepPass } from './sweeps.js';
import type { SignerKeys } from './keys.js';
import { PAYOUT_LIFECYCLE } from './payout-machine.js';
import { payouts, payoutWaits, signerNonces } from './tables.js';
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
  /** The smallest USDT balance a deposit address is swept for (default SWEEP_MINIMUM). */
  sweepMinimum?: string;
}

/** What one pass did, for logs and tests. */
export interface SignerPass {
  leased: boolean;
  sent: number;
  replaced: number;
  paid: number;
  failed: number;
  /** Approved withdrawals left waiting for the hot wallet's USDT or gas. */
  waiting: number;
  sweeps: SweepPass;
}


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
  const sweeper = createSweeper({ db, chain, keys, replaceAfterMs, log, ...(opts.sweepMinimum ? { minimum: opts.sweepMinimum } : {}) });
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

  /**
   * Records the payout of an approved withdrawal with the next nonce. A hot wallet short of gas, or of USDT (its
   * simulation reverts and the balance says so), leaves the withdrawal approved and marked waiting for funds: a later
   * pass pays it once a sweep or the operator fills the wallet. Any other revert fails it and returns the money; a
   * node that does not answer changes nothing.
   */
  async function record(w: { id: number; address: string; arrival: string }, gasPrice: bigint, pass: SignerPass): Promise<void> {
    const units = parseUnits(w.arrival, chain.decimals);
    try {
      if ((await chain.client.getBalance({ address: hot.address })) < TOKEN_TRANSFER_GAS * gasPrice) return await waitForFunds(w.id, 'gas', pass);
      await chain.client.simulateContract({ account: hot, address: chain.token, abi: ERC20_ABI, functionName: 'transfer', args: [w.address as Address, units] });
    } catch (err) {
      if (!isRevert(err)) {
        log?.warn(`withdrawal ${w.id}: the node did not answer the payout's checks: ${shortError(err)}`);
        return;
      }
      const held = await chain.client.readContract({ address: chain.token, abi: ERC20_ABI, functionName: 'balanceOf', args: [hot.address] });
      if (held < units) return await waitForFunds(w.id, 'usdt', pass);
      const reason = `payout simulation reverted: ${shortError(err)}`;
      log?.warn(`withdrawal ${w.id}: ${reason}`);
      await db.transaction(async (tx) => {
        await markWithdrawalFailed(tx, w.id, reason);
        await tx.delete(payoutWaits).where(eq(payoutWaits.withdrawalId, w.id));
      });
      pass.failed++;
      return;
    }
    await db.transaction(async (tx) => {
      const nonce = await takeNonce(tx, hot.address);
      // No "on conflict do nothing": a refused insert must roll the nonce back, or the next payouts would wait on a gap.
      await tx.insert(payouts).values({ withdrawalId: w.id, fromAddress: hot.address, toAddress: w.address, units: units.toString(), nonce });
      await tx.delete(payoutWaits).where(eq(payoutWaits.withdrawalId, w.id));
    });
  }

  /** Marks an approved withdrawal as waiting for the hot wallet's USDT or gas (kept approved, tried again next pass). */
  async function waitForFunds(withdrawalId: number, lacking: 'usdt' | 'gas', pass: SignerPass): Promise<void> {
    await db.insert(payoutWaits).values({ withdrawalId, lacking }).onConflictDoUpdate({ target: payoutWaits.withdrawalId, set: { lacking, checkedAt: new Date() } });
    pass.waiting++;
  }

  /** Signs the payout's transaction at its nonce, records its hash, then broadcasts it (a crash in between loses nothing). */
  async function send(p: Payout, gasPrice: bigint): Promise<void> {
    const data = encodeFunctionData({ abi: ERC20_ABI, functionName: 'transfer', args: [p.toAddress as Address, BigInt(p.units)] });
    const serialized = await hot.signTransaction({
      chainId: chain.chainId, type: 'legacy', nonce: p.nonce, to: chain.token, data, gas: TOKEN_TRANSFER_GAS, gasPrice, value: 0n,
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

  /** One pass: lease, record new payouts, send the unsent, settle the final and replace the stuck; then the sweeps. */
  async function tick(): Promise<SignerPass> {
    const pass: SignerPass = { leased: false, sent: 0, replaced: 0, paid: 0, failed: 0, waiting: 0, sweeps: emptySweepPass() };
    if (!(await lease())) return pass;
    pass.leased = true;
    const network = await chain.client.getGasPrice();
    const approved = await approvedWithdrawals(db, 100);
    if (approved.length) {
      const known = new Set((await db.select({ id: payouts.withdrawalId }).from(payouts).where(inArray(payouts.withdrawalId, approved.map((w) => w.id)))).map((r) => r.id));
      for (const w of approved) if (!known.has(w.id)) await record(w, network, pass);
    }
    const open = await db.select().from(payouts).where(inArray(payouts.status, ['signing', 'sent'])).orderBy(payouts.nonce);
    for (const p of open.filter((x) => x.status === 'signing')) {
      await send(p, network);
      pass.sent++;
    }
    const { finalized } = await finality(db, chain);
    for (const p of open.filter((x) => x.status === 'sent')) {
      const found = await finalReceiptOf(chain.client, p.hashes, finalized);
      if (found.receipt) {
        await settle(p, found.receipt, pass);
      } else if (!found.mined && p.sentAt && Date.now() - p.sentAt.getTime() >= replaceAfterMs) {
        log?.info(`payout ${p.id} (nonce ${p.nonce}) has no receipt after ${replaceAfterMs} ms: replacing it at the same nonce`);
        await send(p, bump(BigInt(p.gasPrice), network));
        pass.replaced++;
      }
    }
    await sweeper.pass(network, finalized, pass.sweeps);
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
