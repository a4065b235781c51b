// The back office's chain pages: status, deposits and top-ups for finance, and the audited re-scan of final blocks.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositAddressFor, scanOnce } from '../src/modules/chain/index.js';
import { chainDeposits, depositAddresses } from '../src/modules/chain/tables.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { walletOf } from '../src/modules/ledger/index.js';
import { startTestChain, type TestChain } from './support/anvil.js';
import { en, registerMember, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';
import { expectBooksBalanced, memberRow } from './wallet-helpers.js';

let chain: TestChain;
let t: TestApp;
let ops: Awaited<ReturnType<typeof signInOperators>>;
beforeAll(async () => {
  chain = await startTestChain();
  t = await startTestApp({ chain: chain.runtime, jobs: false });
  ops = await signInOperators(t);
  await scanOnce(t.database.db, chain.runtime);
});
afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

describe('back office: chain', () => {
  it('shows finance the chain status, deposits and top-ups; operations may not see them', async () => {
    const address = await depositAddressFor(t.database.db, chain.runtime, t.root.id) as `0x${string}`;
    const hash = await chain.sendUsdt(chain.payers[0]!, address, '3');
    await chain.mine(2);
    await scanOnce(t.database.db, chain.runtime);
    const status = await ops.api('GET', '/admin-api/chain/status', { as: 'fin' });
    expect(status.body.data).toMatchObject({ chain_id: 56, lag: 0, last_error: null });
    expect(status.body.data.finalized_block).toBe(status.body.data.latest_block - 2);
    const deposits = await ops.api('GET', '/admin-api/chain/deposits', { as: 'fin' });
    expect(deposits.body.data.list[0]).toMatchObject({ tx_hash: hash, status: 'credited', amount: '3.00000000', member_id: t.root.memberId });
    const recharges = await ops.api('GET', '/admin-api/chain/recharges', { as: 'fin' });
    expect(recharges.body.data.list[0]).toMatchObject({ kind: 'unsolicited', status: 'success', tx_hashes: [hash] });
    expect((await ops.api('GET', '/admin-api/chain/status', { as: 'ops' })).body.code).not.toBe(1);
  });

  it('re-scans final blocks, crediting a missed deposit once and nothing twice, audited', async () => {
    // Money sent to the next deposit address before any member holds it: the scanner passes it by.
    const [{ n }] = await t.database.db.select({ n: sql<number>`max(${depositAddresses.addressIndex})::int` }).from(depositAddresses) as [{ n: number }];
    const hash = await chain.sendUsdt(chain.payers[1]!, chain.runtime.depositAddress(n! + 1), '4');
    await chain.mine(2);
    await scanOnce(t.database.db, chain.runtime);
    expect(await t.database.db.select().from(chainDeposits).where(eq(chainDeposits.txHash, hash))).toEqual([]);
    const receipt = await chain.client.getTransactionReceipt({ hash });
    const block = Number(receipt.blockNumber);
    const late = await registerMember(t, rootCodes(t));
    const lateRow = await memberRow(t, late.userinfo.member_id);
    expect(await depositAddressFor(t.database.db, chain.runtime, lateRow.id)).toBe(chain.runtime.depositAddress(n! + 1).toLowerCase());

    const range = { from_block: block, to_block: block };
    const first = await ops.api('POST', '/admin-api/chain/rescan', { as: 'fin', body: range });
    expect(first.body.data).toMatchObject({ found: 1, credited: 1 });
    expect((await walletOf(t.database.db, lateRow.id)).balance).toBe('4.00');
    const again = await ops.api('POST', '/admin-api/chain/rescan', { as: 'fin', body: range });
    expect(again.body.data).toMatchObject({ found: 1, credited: 0 });
    expect((await walletOf(t.database.db, lateRow.id)).balance).toBe('4.00');

    const head = Number(await chain.head());
    const notFinal = await ops.api('POST', '/admin-api/chain/rescan', { as: 'fin', body: { from_block: head - 1, to_block: head + 10 } });
    expect(notFinal.body.msg).toBe(en('chain_rescan_not_final', { finalized: String(head - 2) }));
    expect((await ops.api('POST', '/admin-api/chain/rescan', { as: 'ops', body: range })).body.code).not.toBe(1);
    const backwards = await ops.api('POST', '/admin-api/chain/rescan', { as: 'fin', body: { from_block: block, to_block: block - 1 } });
    expect(backwards.body.code).toBe(0);
    expect(backwards.body.msg).toContain(en('field.to_block'));
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'chain.rescan'));
    expect(audits).toHaveLength(2);
    await expectBooksBalanced(t);
  });
});
