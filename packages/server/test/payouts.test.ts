// Payouts on anvil: the signer pays approved withdrawals from the hot wallet; nonces come from the database.
import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../src/modules/admin/tables.js';
import { writeSetting } from '../src/modules/site/index.js';
import { createSigner, ERC20_ABI, hotWalletBalances, signerKeysOf, type Signer } from '../src/modules/chain/index.js';
import { payouts } from '../src/modules/chain/tables.js';
import { withdrawals } from '../src/modules/withdrawal/tables.js';
import { en, registerMember, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';
import { startTestChain, type TestChain } from './support/anvil.js';
import { expectBooksBalanced, fund } from './wallet-helpers.js';

let t: TestApp;
let chain: TestChain;
let ops: Awaited<ReturnType<typeof signInOperators>>;
let secret = '';
let hot: Address;
let signer: Signer;

beforeAll(async () => {
  chain = await startTestChain();
  t = await startTestApp({ chain: chain.runtime, jobs: false });
  ops = await signInOperators(t);
  secret = authenticator.generateSecret();
  await t.database.db.update(operators).set({ totpSecret: secret, totpEnabled: true }).where(eq(operators.username, 'fin'));
  const keys = signerKeysOf(chain.mnemonic, chain.runtime.xpub);
  hot = keys.hotWallet.address;
  await chain.mint(hot, '100000');
  await chain.setNative(hot, '10');
  signer = createSigner({ db: t.database.db, chain: chain.runtime, keys });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

let seq = 0;
/** A fresh recipient address for each payout, so its token balance shows exactly what arrived. */
const recipient = () => `0x${(0xabc000 + ++seq).toString(16).padStart(40, '0')}` as Address;
const tokenBalance = async (a: Address) => chain.client.readContract({ address: chain.token, abi: ERC20_ABI, functionName: 'balanceOf', args: [a] });
const detail = async (token: string, id: number) => (await t.call({ method: 'GET', url: `/api/withdraw/detail?id=${id}`, token, lang: 'en' })).body.data;

/** A member with `balance` who asks to withdraw `amount` to `to`; answers the member and the withdrawal id. */
async function requested(balance: string, amount: string, to: Address) {
  const m = await registerMember(t, rootCodes(t));
  await t.post('/api/account/setPayPassword', { pay_password: '246810' }, m.token);
  await fund(t, m.userinfo.member_id, balance);
  const res = await t.call({ method: 'POST', url: '/api/withdraw/create', token: m.token, lang: 'en', payload: { amount, address: to, pay_password: '246810' } });
  expect(res.body.code, res.body.msg).toBe(1);
  return { m, id: res.body.data.id as number };
}

async function approve(ids: number[]) {
  await t.database.db.update(operators).set({ totpLastStep: null }).where(eq(operators.username, 'fin'));
  const res = await ops.api('POST', '/admin-api/withdrawals/approve', { as: 'fin', body: { ids, totp: authenticator.generate(secret) } });
  expect(res.body.msg).toBe(en('withdraw_approved'));
}

/** Mines past finality (the test chain finalizes head − 2) and lets the signer settle. */
async function finalizeAndSettle(s: Signer = signer) {
  await chain.mine(3);
  return s.tick();
}

describe('payouts', () => {
  it('pays an approved withdrawal: sent, final, then paid with the transaction ID; the reservation is posted', async () => {
    const to = recipient();
    const { m, id } = await requested('100', '30', to);
    await approve([id]);
    expect((await signer.tick()).sent).toBe(1);
    expect((await detail(m.token, id)).status).toBe('approved');
    expect((await finalizeAndSettle()).paid).toBe(1);
    const w = await detail(m.token, id);
    expect(w).toMatchObject({ status: 'paid', arrival: '29.00' });
    expect(w.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await tokenBalance(to)).toBe(29n * 10n ** 18n);
    const bal = (await t.call({ method: 'GET', url: '/api/account/balance', token: m.token, lang: 'en' })).body.data;
    expect([bal.balance, bal.balance_held]).toEqual(['70.00', '0.00']);
    // The back office sees the hot wallet the signer uses, with what it holds after the payout.
    expect(await hotWalletBalances(t.database.db, chain.runtime)).toMatchObject({ address: hot, usdt: '99971', bnb: expect.any(String) });
    expect((await ops.api('GET', '/admin-api/withdrawals/hot-wallet', { as: 'fin' })).body.data).toMatchObject({ address: hot, usdt: '99971', pending_total: '0.00' });
    await expectBooksBalanced(t);
  });

  it('holds back a payout the hot wallet lacks the USDT for (waiting for funds, nothing sent, still approved), and pays it once filled', async () => {
    const to = recipient();
    await writeSetting(t.database.db, 'withdrawal_daily_limit', '1000000.00');
    const { m, id } = await requested('500000', '200000', to).finally(() => writeSetting(t.database.db, 'withdrawal_daily_limit', '10000.00'));
    await approve([id]);
    expect(await signer.tick()).toMatchObject({ waiting: 1, failed: 0, sent: 0 });
    expect((await detail(m.token, id)).status).toBe('approved');
    expect(await t.database.db.select().from(payouts).where(eq(payouts.withdrawalId, id))).toEqual([]);
    const funds = (await ops.api('GET', '/admin-api/chain/funds', { as: 'fin' })).body.data;
    expect(funds).toMatchObject({ hot_wallet: hot, approved_unpaid: '199999.00', approved_count: 1, short_usdt: true, short_gas: false });
    expect(funds.waiting).toEqual([{ withdrawal_id: id, arrival: '199999.00', lacking: 'usdt', since: expect.any(Number) }]);
    // A second pass still waits: the reservation is kept, nothing is returned.
    expect((await signer.tick()).waiting).toBe(1);
    const held = (await t.call({ method: 'GET', url: '/api/account/balance', token: m.token, lang: 'en' })).body.data;
    expect(held.balance_held).toBe('200000.00');
    await chain.mint(hot, '200000');
    expect((await signer.tick()).sent).toBe(1);
    expect((await finalizeAndSettle()).paid).toBe(1);
    expect((await detail(m.token, id)).status).toBe('paid');
    expect(await tokenBalance(to)).toBe(199999n * 10n ** 18n);
    expect((await ops.api('GET', '/admin-api/chain/funds', { as: 'fin' })).body.data).toMatchObject({ waiting: [], approved_count: 0, short_usdt: false });
    await expectBooksBalanced(t);
  });

  it('holds back a payout while the hot wallet has no gas (BNB), and pays it once it has', async () => {
    const to = recipient();
    const { m, id } = await requested('100', '20', to);
    await approve([id]);
    await chain.setNative(hot, '0');
    try {
      expect(await signer.tick()).toMatchObject({ waiting: 1, sent: 0 });
      const funds = (await ops.api('GET', '/admin-api/chain/funds', { as: 'fin' })).body.data;
      expect(funds).toMatchObject({ short_gas: true, waiting: [{ withdrawal_id: id, lacking: 'gas' }] });
    } finally {
      await chain.setNative(hot, '10');
    }
    expect((await signer.tick()).sent).toBe(1);
    expect((await finalizeAndSettle()).paid).toBe(1);
    expect((await detail(m.token, id)).status).toBe('paid');
    await expectBooksBalanced(t);
  });

  it('fails a payout whose simulation reverts for another reason than funds: nothing sent, the money returned', async () => {
    const { m, id } = await requested('100', '30', recipient());
    await approve([id]);
    // The token refuses a transfer to the zero address (a stored address the checks would never let in).
    await t.database.db.update(withdrawals).set({ address: '0x0000000000000000000000000000000000000000' }).where(eq(withdrawals.id, id));
    expect(await signer.tick()).toMatchObject({ failed: 1, waiting: 0 });
    const w = await detail(m.token, id);
    expect(w.status).toBe('failed');
    expect(w.reason).toContain('simulation reverted');
    const bal = (await t.call({ method: 'GET', url: '/api/account/balance', token: m.token, lang: 'en' })).body.data;
    expect([bal.balance, bal.balance_held]).toEqual(['100.00', '0.00']);
    expect(await t.database.db.select().from(payouts).where(eq(payouts.withdrawalId, id))).toEqual([]);
    await expectBooksBalanced(t);
  });

  it('replaces a stuck transaction at the same nonce and pays once', async () => {
    await signer.stop();
    const impatient = createSigner({ db: t.database.db, chain: chain.runtime, keys: signerKeysOf(chain.mnemonic, chain.runtime.xpub), replaceAfterMs: 0 });
    const to = recipient();
    const { m, id } = await requested('100', '40', to);
    await approve([id]);
    await chain.setAutomine(false);
    try {
      expect((await impatient.tick()).sent).toBe(1);
      // Not mined: the next pass finds no receipt and sends a replacement at the same nonce, with a higher gas price.
      expect((await impatient.tick()).replaced).toBe(1);
    } finally {
      await chain.setAutomine(true);
    }
    const [p] = await t.database.db.select().from(payouts).where(eq(payouts.withdrawalId, id));
    expect(p!.hashes).toHaveLength(2);
    await chain.mine(1);
    expect((await finalizeAndSettle(impatient)).paid).toBe(1);
    const w = await detail(m.token, id);
    expect(w.status).toBe('paid');
    expect(p!.hashes).toContain(w.tx_hash);
    expect(await tokenBalance(to)).toBe(39n * 10n ** 18n);
    // The nonce was used once: the hot wallet's count on chain is the payout's nonce + 1 (nothing pending behind it).
    expect(await chain.client.getTransactionCount({ address: hot, blockTag: 'pending' })).toBe(p!.nonce + 1);
    await impatient.stop();
    await expectBooksBalanced(t);
  });

  it('pays 20 withdrawals approved at once with 20 consecutive nonces, even with two signers running', async () => {
    const before = await chain.client.getTransactionCount({ address: hot, blockTag: 'pending' });
    const asked = await Promise.all(Array.from({ length: 20 }, async () => {
      const to = recipient();
      return { to, ...(await requested('100', '25', to)) };
    }));
    await approve(asked.map((a) => a.id));
    const second = createSigner({ db: t.database.db, chain: chain.runtime, keys: signerKeysOf(chain.mnemonic, chain.runtime.xpub) });
    const [one, two] = await Promise.all([signer.tick(), second.tick()]);
    expect([one.leased, two.leased].filter(Boolean)).toHaveLength(1);
    expect(one.sent + two.sent).toBe(20);
    // Whichever signer won the lease holds it and settles; the other stays idle (which one wins is up to the race).
    const holder = one.leased ? signer : second;
    await finalizeAndSettle(holder);
    // The second signer gives the lease up, so the tests after this one find the usual signer in charge.
    await second.stop();
    const rows = await t.database.db.select().from(payouts);
    const ours = rows.filter((r) => asked.some((a) => a.id === r.withdrawalId));
    expect(ours.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => before + i));
    for (const a of asked) {
      expect((await detail(a.m.token, a.id)).status).toBe('paid');
      expect(await tokenBalance(a.to)).toBe(24n * 10n ** 18n);
    }
    await expectBooksBalanced(t);
  }, 120_000);

  it('fails a payout the chain reverted: two payouts that each pass simulation but together overdraw the hot wallet', async () => {
    const held = await tokenBalance(hot);
    const each = ((held / 10n ** 18n) * 6n) / 10n; // 60% of the hot wallet: either fits alone, not both
    await writeSetting(t.database.db, 'withdrawal_daily_limit', '10000000.00');
    const [a, b] = await Promise.all([recipient(), recipient()].map((to) => requested(String(each + 10n), String(each + 1n), to).then((r) => ({ ...r, to }))))
      .finally(() => writeSetting(t.database.db, 'withdrawal_daily_limit', '10000.00'));
    await approve([a!.id, b!.id]);
    await chain.setAutomine(false);
    try {
      expect((await signer.tick()).sent).toBe(2);
    } finally {
      await chain.setAutomine(true);
    }
    await chain.mine(1);
    const settled = await finalizeAndSettle();
    expect([settled.paid, settled.failed]).toEqual([1, 1]);
    const [first, second] = [await detail(a!.m.token, a!.id), await detail(b!.m.token, b!.id)].sort((x, y) => (x.status < y.status ? -1 : 1));
    expect(first).toMatchObject({ status: 'failed', reason: 'transaction reverted on chain' });
    expect(first.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(second.status).toBe('paid');
    const failedOne = first.id === a!.id ? a! : b!;
    const bal = (await t.call({ method: 'GET', url: '/api/account/balance', token: failedOne.m.token, lang: 'en' })).body.data;
    expect([bal.balance, bal.balance_held]).toEqual([`${each + 10n}.00`, '0.00']);
    expect(await tokenBalance(failedOne.to)).toBe(0n);
    await expectBooksBalanced(t);
  }, 120_000);
});
