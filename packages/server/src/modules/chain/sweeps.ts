// Sweeps, run by the signer under its lease: deposit addresses holding USDT get a gas top-up from the hot wallet when
// they lack BNB, then their USDT moves to the hot wallet; the hot wallet's USDT above its cap goes to the cold address.
// Every transaction is signed, recorded (hash and nonce), then broadcast, as payouts are: a restart never sends twice.
// Members' money does not move: the deposits were credited when final (see docs/ledger.md, "Custody").
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { encodeFunctionData, getAddress, keccak256, parseEventLogs, parseUnits, type Hex, type TransactionReceipt } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { Db } from '../../db/client.js';
import { applyTransition } from '../../lib/state-machine/index.js';
import { readSettingsCached } from '../site/index.js';
import { creditAmount } from './deposits.js';
import type { SignerKeys } from './keys.js';
import { SWEEP_LIFECYCLE } from './machines.js';
import type { ChainRuntime } from './runtime.js';
import { bump, finalReceiptOf, NATIVE_TRANSFER_GAS, shortError, takeNonce, TOKEN_TRANSFER_GAS } from './signer-kit.js';
import { chainDeposits, chainSweeps, depositAddresses, OPEN_SWEEP_STATES, payouts } from './tables.js';
import { ERC20_ABI } from './token-abi.js';

type Sweep = typeof chainSweeps.$inferSelect;

/** The smallest USDT balance a deposit address is swept for, and the smallest excess sent to the cold address. */
export const SWEEP_MINIMUM = '1';
/** A gas top-up covers this many token transfers at the network's price, so a replacement at a higher price still fits. */
const GAS_TOP_UP_TRANSFERS = 3n;
/** Deposit addresses looked at per pass. */
const CANDIDATES_PER_PASS = 20;

/** What one pass of the sweeper did. */
export interface SweepPass {
  recorded: number;
  gasSent: number;
  sent: number;
  replaced: number;
  swept: number;
  failed: number;
}

export const emptySweepPass = (): SweepPass => ({ recorded: 0, gasSent: 0, sent: 0, replaced: 0, swept: 0, failed: 0 });

interface SweeperOptions {
  db: Db;
  chain: ChainRuntime;
  keys: SignerKeys;
  replaceAfterMs: number;
  /** USDT (decimal string); SWEEP_MINIMUM by default. */
  minimum?: string;
  log?: { info(msg: string): void; warn(msg: string): void } | undefined;
}

/** The sweeper the signer runs after its payouts, in the same pass and under the same lease. */
export function createSweeper(opts: SweeperOptions) {
  const { db, chain, keys, log } = opts;
  const hot = keys.hotWallet;
  const hotAddress = hot.address.toLowerCase();
  const minimum = parseUnits(opts.minimum ?? SWEEP_MINIMUM, chain.decimals);
  const overdue = (at: Date | null) => at !== null && Date.now() - at.getTime() >= opts.replaceAfterMs;
  const tokenOf = (address: string) => chain.client.readContract({ address: chain.token, abi: ERC20_ABI, functionName: 'balanceOf', args: [getAddress(address)] });
  const gasOf = (address: string) => chain.client.getBalance({ address: getAddress(address) });

  /** The key that sends a sweep's transfer: the deposit address's own, or the hot wallet's. */
  function senderOf(s: Sweep): PrivateKeyAccount {
    const account = s.kind === 'cold' ? hot : keys.depositAccount(s.addressIndex!);
    if (account.address.toLowerCase() !== s.fromAddress) throw new Error(`sweep ${s.id}: the signer's key for ${s.fromAddress} derives ${account.address}`);
    return account;
  }

  async function broadcast(serialized: Hex, s: Sweep, what: string): Promise<void> {
    try {
      await chain.client.sendRawTransaction({ serializedTransaction: serialized });
    } catch (err) {
      // Kept as sent: a pass finds its receipt if it got through, or replaces it once it is overdue.
      log?.warn(`sweep ${s.id} (${what}): send failed: ${shortError(err)}`);
      await db.update(chainSweeps).set({ lastError: shortError(err) }).where(eq(chainSweeps.id, s.id));
    }
  }

  /** Signs the gas top-up at its hot-wallet nonce, records its hash, then broadcasts it. */
  async function sendGas(s: Sweep, gasPrice: bigint): Promise<void> {
    const serialized = await hot.signTransaction({
      chainId: chain.chainId, type: 'legacy', nonce: s.gasNonce!, to: getAddress(s.fromAddress), value: BigInt(s.gasWei), gas: NATIVE_TRANSFER_GAS, gasPrice,
    });
    const hash = keccak256(serialized);
    await db.transaction((tx) => applyTransition(tx, SWEEP_LIFECYCLE, 'send_gas', {
      id: s.id, actor: 'system', note: hash,
      set: { gasHashes: sql`${chainSweeps.gasHashes} || ${JSON.stringify([hash])}::jsonb`, gasPrice: gasPrice.toString(), gasSentAt: new Date() },
    }));
    await broadcast(serialized, s, 'gas');
  }

  /**
   * Signs the token transfer (at the nonce fixed the first time), records its hash, then broadcasts it. A deposit
   * address that cannot pay the gas at this price any more is refuelled first (a new gas top-up), never sent short.
   */
  async function sendTransfer(s: Sweep, gasPrice: bigint, out: SweepPass): Promise<void> {
    const account = senderOf(s);
    let price = gasPrice;
    if (s.kind === 'deposit') {
      const held = await gasOf(s.fromAddress);
      if (held < TOKEN_TRANSFER_GAS * price) {
        if (s.status === 'signing') return refuel(s, held, price);
        // A replacement: bid what the address can pay; below +10% the node would refuse it, so wait for the first.
        price = held / TOKEN_TRANSFER_GAS;
        if (price * 10n < BigInt(s.txGasPrice) * 11n) {
          log?.warn(`sweep ${s.id}: ${s.fromAddress} lacks gas to replace its transfer; waiting for the first one`);
          return;
        }
      }
    }
    const nonce = s.nonce ?? await chain.client.getTransactionCount({ address: account.address, blockTag: 'pending' });
    const data = encodeFunctionData({ abi: ERC20_ABI, functionName: 'transfer', args: [getAddress(s.toAddress), BigInt(s.units)] });
    const serialized = await account.signTransaction({ chainId: chain.chainId, type: 'legacy', nonce, to: chain.token, data, gas: TOKEN_TRANSFER_GAS, gasPrice: price, value: 0n });
    const hash = keccak256(serialized);
    await db.transaction((tx) => applyTransition(tx, SWEEP_LIFECYCLE, 'send', {
      id: s.id, actor: 'system', note: hash,
      set: { nonce, txHash: hash, hashes: sql`${chainSweeps.hashes} || ${JSON.stringify([hash])}::jsonb`, txGasPrice: price.toString(), sentAt: new Date() },
    }));
    await broadcast(serialized, s, 'transfer');
    if (s.status === 'sent') out.replaced++;
    else out.sent++;
  }

  /** Tops a deposit address up again (the gas price rose since its top-up): a new hot-wallet nonce, then the transfer. */
  async function refuel(s: Sweep, held: bigint, price: bigint): Promise<void> {
    const gasWei = TOKEN_TRANSFER_GAS * price * GAS_TOP_UP_TRANSFERS - held;
    await db.transaction(async (tx) => {
      const gasNonce = await takeNonce(tx, hot.address);
      await applyTransition(tx, SWEEP_LIFECYCLE, 'refuel', { id: s.id, actor: 'system', note: `gas price ${price}`, set: { gasNonce, gasWei: gasWei.toString(), gasHashes: [] } });
    });
  }

  /** True when the receipt carries the token's Transfer of the sweep's amount between its two addresses. */
  function moves(receipt: TransactionReceipt, s: Sweep): boolean {
    const logs = parseEventLogs({ abi: ERC20_ABI, eventName: 'Transfer', logs: receipt.logs.filter((l) => l.address.toLowerCase() === chain.token.toLowerCase()) });
    return logs.some((l) => l.args.from.toLowerCase() === s.fromAddress && l.args.to.toLowerCase() === s.toAddress && l.args.value === BigInt(s.units));
  }

  async function end(s: Sweep, action: 'confirm' | 'fail' | 'fuelled', note: string, set: Partial<Sweep> = {}): Promise<void> {
    await db.transaction((tx) => applyTransition(tx, SWEEP_LIFECYCLE, action, { id: s.id, actor: 'system', note, set }));
    // A failed sweep leaves the USDT where it was: the address is looked at again next pass.
    if (action === 'fail' && s.kind === 'deposit') await db.update(depositAddresses).set({ sweepCheckedThrough: 0 }).where(eq(depositAddresses.memberId, s.memberId!));
  }

  /** Settles what is final (a gas top-up: on to the transfer; a transfer: swept or failed) and replaces what is stuck. */
  async function settle(network: bigint, finalized: bigint, out: SweepPass): Promise<void> {
    const open = await db.select().from(chainSweeps).where(and(eq(chainSweeps.chainId, chain.chainId), inArray(chainSweeps.status, ['gas_sent', 'sent']))).orderBy(asc(chainSweeps.id));
    for (const s of open) {
      if (s.status === 'gas_sent') {
        const found = await finalReceiptOf(chain.client, s.gasHashes, finalized);
        if (found.receipt) {
          if (found.receipt.status === 'success') await end(s, 'fuelled', found.receipt.transactionHash);
          else {
            await end(s, 'fail', 'gas top-up reverted', { lastError: 'gas top-up reverted' });
            out.failed++;
          }
        } else if (!found.mined && overdue(s.gasSentAt)) {
          log?.info(`sweep ${s.id}: gas top-up (nonce ${s.gasNonce}) has no receipt: replacing it at the same nonce`);
          await sendGas(s, bump(BigInt(s.gasPrice), network));
          out.replaced++;
        }
        continue;
      }
      const found = await finalReceiptOf(chain.client, s.hashes, finalized);
      if (found.receipt) {
        const ok = found.receipt.status === 'success' && moves(found.receipt, s);
        const why = found.receipt.status === 'success' ? 'no Transfer log in the receipt' : 'transaction reverted on chain';
        await end(s, ok ? 'confirm' : 'fail', found.receipt.transactionHash, { txHash: found.receipt.transactionHash, ...(ok ? {} : { lastError: why }) });
        if (ok) out.swept++;
        else out.failed++;
      } else if (!found.mined && overdue(s.sentAt)) {
        log?.info(`sweep ${s.id} (nonce ${s.nonce}) has no receipt: replacing it at the same nonce`);
        await sendTransfer(s, bump(BigInt(s.txGasPrice), network), out);
      }
    }
  }

  /** Records a sweep for deposit addresses whose credited deposits were not looked at yet and that hold the minimum. */
  async function recordDeposits(network: bigint, out: SweepPass): Promise<void> {
    const candidates = await db.select({
      memberId: depositAddresses.memberId, addressIndex: depositAddresses.addressIndex, address: depositAddresses.address,
      through: sql<number>`max(${chainDeposits.id})`.mapWith(Number),
    }).from(depositAddresses)
      .innerJoin(chainDeposits, and(eq(chainDeposits.memberId, depositAddresses.memberId), eq(chainDeposits.chainId, chain.chainId), eq(chainDeposits.status, 'credited'),
        sql`${chainDeposits.id} > ${depositAddresses.sweepCheckedThrough}`))
      .where(sql`not exists (select 1 from ${chainSweeps} s where s.from_address = ${depositAddresses.address} and s.status in ('gas_signing', 'gas_sent', 'signing', 'sent'))`)
      .groupBy(depositAddresses.memberId, depositAddresses.addressIndex, depositAddresses.address)
      .orderBy(sql`min(${chainDeposits.id})`).limit(CANDIDATES_PER_PASS);
    const transferCost = TOKEN_TRANSFER_GAS * network;
    let hotGas = candidates.length ? await gasOf(hot.address) : 0n;
    for (const c of candidates) {
      // Read after the deposits' ids: every deposit up to `through` is final, so its tokens are in this balance.
      const units = await tokenOf(c.address);
      const checked = db.update(depositAddresses).set({ sweepCheckedThrough: c.through }).where(eq(depositAddresses.memberId, c.memberId));
      if (units < minimum) {
        await checked;
        continue;
      }
      const held = await gasOf(c.address);
      const gasWei = held >= transferCost ? 0n : transferCost * GAS_TOP_UP_TRANSFERS - held;
      // The hot wallet keeps gas for a payout after paying the top-up.
      if (gasWei > 0n && hotGas < gasWei + NATIVE_TRANSFER_GAS * network + transferCost) {
        log?.warn(`sweeps wait: the hot wallet ${hot.address} lacks BNB to top deposit addresses up with gas`);
        return;
      }
      await db.transaction(async (tx) => {
        const gasNonce = gasWei > 0n ? await takeNonce(tx, hot.address) : null;
        await tx.insert(chainSweeps).values({
          chainId: chain.chainId, kind: 'deposit', memberId: c.memberId, addressIndex: c.addressIndex, fromAddress: c.address, toAddress: hotAddress,
          units: units.toString(), amount: creditAmount(units, chain.decimals), status: gasWei > 0n ? 'gas_signing' : 'signing', gasWei: gasWei.toString(), gasNonce,
          depositsThrough: c.through,
        });
        await tx.update(depositAddresses).set({ sweepCheckedThrough: c.through }).where(eq(depositAddresses.memberId, c.memberId));
      });
      hotGas -= gasWei;
      out.recorded++;
    }
  }

  /**
   * Records the hot wallet's excess over its cap (`hot_wallet_cap`) for the cold address (`cold_wallet_address`), once
   * at a time. USDT of payouts sent but not mined yet is still in the balance and is not counted as excess.
   */
  async function recordCold(network: bigint, out: SweepPass): Promise<void> {
    const s = await readSettingsCached(db);
    if (!s.cold_wallet_address) return;
    const [busy] = await db.select({ id: chainSweeps.id }).from(chainSweeps).where(and(eq(chainSweeps.fromAddress, hotAddress), inArray(chainSweeps.status, [...OPEN_SWEEP_STATES])));
    if (busy) return;
    const [inFlight] = await db.select({ units: sql<string>`coalesce(sum(${payouts.units}::numeric), 0)::text` }).from(payouts)
      .where(and(eq(payouts.fromAddress, hot.address), inArray(payouts.status, ['signing', 'sent'])));
    const excess = (await tokenOf(hot.address)) - BigInt(inFlight!.units) - parseUnits(s.hot_wallet_cap, chain.decimals);
    if (excess < minimum) return;
    if ((await gasOf(hot.address)) < TOKEN_TRANSFER_GAS * network) return;
    const to = getAddress(s.cold_wallet_address);
    try {
      await chain.client.simulateContract({ account: hot, address: chain.token, abi: ERC20_ABI, functionName: 'transfer', args: [to, excess] });
    } catch (err) {
      log?.warn(`cold sweep not recorded: its simulation failed: ${shortError(err)}`);
      return;
    }
    await db.transaction(async (tx) => {
      const nonce = await takeNonce(tx, hot.address);
      await tx.insert(chainSweeps).values({
        chainId: chain.chainId, kind: 'cold', fromAddress: hotAddress, toAddress: to.toLowerCase(), units: excess.toString(),
        amount: creditAmount(excess, chain.decimals), status: 'signing', nonce,
      });
    });
    out.recorded++;
  }

  /** Sends what is recorded and not sent yet: gas top-ups first (hot-wallet nonces in order), then transfers. */
  async function sendRecorded(network: bigint, out: SweepPass): Promise<void> {
    const todo = await db.select().from(chainSweeps).where(and(eq(chainSweeps.chainId, chain.chainId), inArray(chainSweeps.status, ['gas_signing', 'signing'])))
      .orderBy(sql`coalesce(${chainSweeps.gasNonce}, ${chainSweeps.nonce})`, asc(chainSweeps.id));
    for (const s of todo) {
      if (s.status === 'gas_signing') {
        await sendGas(s, network);
        out.gasSent++;
      } else {
        await sendTransfer(s, network, out);
      }
    }
  }

  return {
    /** One pass: settle and replace, record new sweeps, send what is recorded. */
    async pass(network: bigint, finalized: bigint, out: SweepPass): Promise<void> {
      await settle(network, finalized, out);
      await recordDeposits(network, out);
      await recordCold(network, out);
      await sendRecorded(network, out);
    },
  };
}

