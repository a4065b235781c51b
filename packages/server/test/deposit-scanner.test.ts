// The deposit scanner on anvil: credited once at finality, reorgs before finality, re-inclusion, RPC outages.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import type { Hex } from 'viem';
import { creditRange, depositAddressFor, publicClientOf, scanOnce, type ChainRuntime } from '../src/modules/chain/index.js';
import { chainDeposits, chainScanners, depositAddresses } from '../src/modules/chain/tables.js';
import { walletOf } from '../src/modules/ledger/index.js';
import { startTestChain, type TestChain } from './support/anvil.js';
import { startTestApp, type TestApp } from './harness.js';
import { expectBooksBalanced } from './wallet-helpers.js';

let chain: TestChain;
let t: TestApp;
let address: `0x${string}`;
beforeAll(async () => {
  chain = await startTestChain();
  t = await startTestApp({ chain: chain.runtime, jobs: false });
  address = (await depositAddressFor(t.database.db, chain.runtime, t.root.id)) as `0x${string}`;
  // The first pass sets the scanner's position at the final block; deposits after it are the tests'.
  await scanOnce(t.database.db, chain.runtime);
});
afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

const balance = async () => (await walletOf(t.database.db, t.root.id)).balance;
const depositsOf = (txHash: string) => t.database.db.select().from(chainDeposits).where(eq(chainDeposits.txHash, txHash));
const scan = () => scanOnce(t.database.db, chain.runtime);

describe('deposit scanner', () => {
  it('gives a member one deposit address, the same every time', async () => {
    expect(await depositAddressFor(t.database.db, chain.runtime, t.root.id)).toBe(address);
    const [row] = await t.database.db.select().from(depositAddresses).where(eq(depositAddresses.memberId, t.root.id));
    expect(address).toBe(chain.runtime.depositAddress(row!.addressIndex).toLowerCase());
  });

  it('credits a deposit once, only when final, and a re-scan credits nothing twice', async () => {
    const before = await balance();
    const hash = await chain.sendUsdt(chain.payers[0]!, address, '10.5');
    const seen = await scan();
    expect(seen.error).toBeUndefined();
    const [row] = await depositsOf(hash);
    expect(row?.status).toBe('seen');
    expect(await balance()).toBe(before);

    await chain.mine(2);
    const pass = await scan();
    expect(pass.credited).toBe(1);
    const [credited] = await depositsOf(hash);
    expect(credited).toMatchObject({ status: 'credited', amount: '10.50000000', rawValue: '10500000000000000000' });
    expect(credited!.entryId).not.toBeNull();
    expect(Number(await balance())).toBe(Number(before) + 10.5);

    expect((await scan()).credited).toBe(0);
    expect(await creditRange(t.database.db, chain.runtime, credited!.blockNumber - 1, credited!.blockNumber + 1, { advance: false })).toBe(0);
    expect(Number(await balance())).toBe(Number(before) + 10.5);
    await expectBooksBalanced(t);
  });

  it('does not credit a deposit whose block a reorg removed before finality', async () => {
    const before = await balance();
    const snap = await chain.snapshot();
    const hash = await chain.sendUsdt(chain.payers[1]!, address, '5');
    await scan();
    expect((await depositsOf(hash))[0]?.status).toBe('seen');
    await chain.revert(snap);
    await chain.mine(4);
    await scan();
    expect((await depositsOf(hash))[0]?.status).toBe('orphaned');
    expect(await balance()).toBe(before);
    await expectBooksBalanced(t);
  });

  it('credits a transaction re-included with another log index once', async () => {
    const before = await balance();
    const snap = await chain.snapshot();
    const hash = await chain.sendUsdt(chain.payers[2]!, address, '7');
    const raw = await chain.rpc<Hex>('eth_getRawTransactionByHash', [hash]);
    await scan();
    expect((await depositsOf(hash)).map((r) => [r.logIndex, r.status])).toEqual([[0, 'seen']]);
    await chain.revert(snap);
    // The same signed transaction lands again, after another transfer in the same block: its log index is now 1.
    await chain.setAutomine(false);
    await chain.rpc('eth_sendRawTransaction', [raw]);
    // A higher tip puts this one first in the block.
    await chain.sendUsdt(chain.payers[0]!, privateKeyToAccount(generatePrivateKey()).address, '1', { maxPriorityFeePerGas: 50_000_000_000n, maxFeePerGas: 100_000_000_000n });
    await chain.mine(1);
    await chain.setAutomine(true);
    await chain.mine(2);
    await scan();
    const rows = (await depositsOf(hash)).map((r) => [r.logIndex, r.status]).sort();
    expect(rows).toEqual([[0, 'orphaned'], [1, 'credited']]);
    expect(Number(await balance())).toBe(Number(before) + 7);
    await scan();
    expect(Number(await balance())).toBe(Number(before) + 7);
    await expectBooksBalanced(t);
  });

  it('pauses through an RPC outage and catches up after a restart with no gap and no double credit', async () => {
    const before = await balance();
    const down: ChainRuntime = { ...chain.runtime, client: publicClientOf(chain.runtime.chainId, 'http://127.0.0.1:9') };
    const [stateBefore] = await t.database.db.select().from(chainScanners);
    const hashes: string[] = [];
    for (let i = 0; i < 3; i++) {
      hashes.push(await chain.sendUsdt(chain.payers[i]!, address, `${i + 1}`));
      const outage = await scanOnce(t.database.db, down);
      expect(outage.error).toBeTruthy();
      // Far more blocks than one eth_getLogs request covers.
      await chain.mine(700);
    }
    const [stateDuring] = await t.database.db.select().from(chainScanners);
    expect(stateDuring!.creditedThrough).toBe(stateBefore!.creditedThrough);
    expect(stateDuring!.lastError).toBeTruthy();
    // A new scanner (as after a restart) from the saved position.
    let passes = 0;
    while (passes++ < 10) {
      const report = await scanOnce(t.database.db, { ...chain.runtime });
      expect(report.error).toBeUndefined();
      if (report.creditedThrough >= report.finalized) break;
    }
    for (const hash of hashes) expect((await depositsOf(hash)).map((r) => r.status)).toEqual(['credited']);
    expect(Number(await balance())).toBe(Number(before) + 6);
    const [after] = await t.database.db.select().from(chainScanners);
    expect(after!.lastError).toBeNull();
    await expectBooksBalanced(t);
    // 2,100 blocks mined and scanned: on a busy 2-core machine that can pass the suite's minute.
  }, 300_000);
});
