// Top-ups on anvil through the member API: exact, short, over, twice, late, unsolicited and expired, all money credited.
import { rechargeCalls } from '@onego/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireRecharges, scanOnce } from '../src/modules/chain/index.js';
import { startTestChain, type TestChain } from './support/anvil.js';
import { en, registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';
import { expectBooksBalanced } from './wallet-helpers.js';

let chain: TestChain;
let t: TestApp;
beforeAll(async () => {
  chain = await startTestChain();
  // As on the demo chain: the demo wallet button is offered (its payer is one of the test chain's funded accounts).
  t = await startTestApp({ chain: { ...chain.runtime, demo: true }, jobs: false });
  await scanOnce(t.database.db, chain.runtime);
});
afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

type Member = Awaited<ReturnType<typeof registerMember>>;
const info = async (m: Member) => (await t.call({ method: 'GET', url: rechargeCalls.info.path, token: m.token, lang: 'en' })).body.data as { address: `0x${string}`; demo: boolean; network: string };
const create = (m: Member, amount: unknown) => t.post(rechargeCalls.create.path, { amount }, m.token);
const list = async (m: Member) => (await t.call({ method: 'GET', url: rechargeCalls.list.path, token: m.token, lang: 'en' })).body.data.list as any[];
const balanceOf = async (m: Member) => (await t.call({ method: 'GET', url: '/api/account/balance', token: m.token, lang: 'en' })).body.data.balance as string;
/** Mines past finality and runs a scanner pass. */
async function finalize() {
  await chain.mine(2);
  const report = await scanOnce(t.database.db, chain.runtime);
  expect(report.error).toBeUndefined();
}
const later = () => new Date(Date.now() + 31 * 60_000);

describe('top-ups', () => {
  let m: Member;
  beforeAll(async () => {
    m = await registerMember(t, rootCodes(t));
  });

  it('shows the member’s address, network and token, and refuses bad amounts in the caller’s language', async () => {
    const i = await info(m);
    expect(i).toMatchObject({ demo: true, network: 'BSC (BEP20)', token: 'USDT' });
    expect(i.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await create(m, '0.5')).body).toMatchObject({ code: 0, msg: en('recharge_below_min', { min: '1' }) });
    expect((await create(m, 'ten')).body.code).toBe(0);
    expect((await create(m, '1.234')).body.code).toBe(0);
    expect(await list(m)).toEqual([]);
  });

  it('settles an exact payment once final, with the transaction and its explorer link', async () => {
    const res = await create(m, '10');
    expect(res.body).toMatchObject({ code: 1, msg: en('recharge_created'), data: { status: 'pending', requested: '10.00', to_send: '10.00', network: 'BSC (BEP20)' } });
    expect(res.body.data.expires_at - res.body.data.time).toBe(30 * 60);
    const hash = await chain.sendUsdt(chain.payers[0]!, (await info(m)).address, '10');
    await scanOnce(t.database.db, chain.runtime);
    expect((await list(m))[0]).toMatchObject({ status: 'pending', confirming: '10.00' });
    await finalize();
    expect((await list(m))[0]).toMatchObject({ id: res.body.data.id, status: 'success', outcome: 'exact', received: '10.00', tx_hash: hash, tx_url: `https://bscscan.com/tx/${hash}` });
    expect(await balanceOf(m)).toBe('10.00');
  });

  it('keeps a short payment pending, then settles it short when the window ends', async () => {
    const res = await create(m, '20');
    await chain.sendUsdt(chain.payers[0]!, (await info(m)).address, '5');
    await finalize();
    expect((await list(m))[0]).toMatchObject({ status: 'pending', received: '5.00', to_send: '15.00' });
    expect(await expireRecharges(t.database.db, later())).toBe(1);
    expect((await list(m))[0]).toMatchObject({ id: res.body.data.id, status: 'success', outcome: 'short', received: '5.00' });
    expect(await balanceOf(m)).toBe('15.00');
  });

  it('credits an over-payment in full, and a second payment as an extra record', async () => {
    const res = await create(m, '3');
    await chain.sendUsdt(chain.payers[1]!, (await info(m)).address, '4');
    await finalize();
    expect((await list(m))[0]).toMatchObject({ id: res.body.data.id, status: 'success', outcome: 'over', received: '4.00' });
    await chain.sendUsdt(chain.payers[1]!, (await info(m)).address, '2');
    await finalize();
    expect((await list(m))[0]).toMatchObject({ kind: 'extra', status: 'success', received: '2.00', requested: null });
    expect(await balanceOf(m)).toBe('21.00');
  });

  it('fails an expired request with nothing received, and credits money after it as late', async () => {
    const late = await registerMember(t, rootCodes(t, 'R'));
    const res = await create(late, '6');
    expect(await expireRecharges(t.database.db, later())).toBe(1);
    expect((await list(late))[0]).toMatchObject({ id: res.body.data.id, status: 'failed', received: '0.00' });
    await chain.sendUsdt(chain.payers[2]!, (await info(late)).address, '6');
    await finalize();
    const [record, expired] = await list(late);
    expect(record).toMatchObject({ kind: 'late', status: 'success', received: '6.00' });
    expect(expired).toMatchObject({ id: res.body.data.id, status: 'failed' });
    expect(await balanceOf(late)).toBe('6.00');
  });

  it('credits money nobody asked for as an unsolicited top-up', async () => {
    const other = await registerMember(t, rootCodes(t));
    await chain.sendUsdt(chain.payers[2]!, (await info(other)).address, '1.5');
    await finalize();
    expect(await list(other)).toMatchObject([{ kind: 'unsolicited', status: 'success', received: '1.50' }]);
    expect(await balanceOf(other)).toBe('1.50');
  });

  it('pays a top-up from the demo wallet on the demo chain', async () => {
    const res = await create(m, '8');
    const paid = await t.post(rechargeCalls.demoPay.path, { id: res.body.data.id }, m.token);
    expect(paid.body.data.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    await scanOnce(t.database.db, chain.runtime);
    // What is on its way is not sent twice.
    expect((await t.post(rechargeCalls.demoPay.path, { id: res.body.data.id }, m.token)).body).toMatchObject({ code: 0, msg: en('recharge_nothing_to_send') });
    await finalize();
    expect((await list(m))[0]).toMatchObject({ id: res.body.data.id, status: 'success', outcome: 'exact', tx_hash: paid.body.data.tx_hash });
    expect(await balanceOf(m)).toBe('29.00');
    await expectBooksBalanced(t);
  });
});
