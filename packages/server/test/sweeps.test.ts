// Sweeps on anvil: deposit addresses swept to the hot wallet after a gas top-up, the hot wallet's excess over its cap to
// the cold address; a restart in the middle never sends twice; two signers never collide. No member's money moves.
import { eq, inArray } from 'drizzle-orm';
import { getAddress, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chainConfirmations, createSigner, depositAddressFor, ERC20_ABI, loadChainSettings, scanOnce, seedChainSettings, signerKeysOf, topUpMinutes, type Signer,
} from '../src/modules/chain/index.js';
import { settings } from '../src/modules/site/tables.js';
import { chainSweeps, signerNonces } from '../src/modules/chain/tables.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { walletOf } from '../src/modules/ledger/index.js';
import { writeSetting } from '../src/modules/site/index.js';
import { en, registerMember, rootCodes, signInOperators, startTestApp, type OperatorName, type TestApp } from './harness.js';
import { startTestChain, type TestChain } from './support/anvil.js';
import { expectBooksBalanced, memberRow } from './wallet-helpers.js';

let t: TestApp;
let chain: TestChain;
let ops: Awaited<ReturnType<typeof signInOperators>>;
let hot: Address;
let signer: Signer;
const keys = () => signerKeysOf(chain.mnemonic, chain.runtime.xpub);
const usdt = (n: bigint) => n * 10n ** 18n;

beforeAll(async () => {
  chain = await startTestChain();
  t = await startTestApp({ chain: chain.runtime, jobs: false });
  ops = await signInOperators(t);
  hot = keys().hotWallet.address;
  await chain.mint(hot, '1000');
  await chain.setNative(hot, '10');
  signer = createSigner({ db: t.database.db, chain: chain.runtime, keys: keys() });
  await scanOnce(t.database.db, chain.runtime);
}, 120_000);
afterAll(async () => {
  await signer?.stop();
  await t?.close();
  await chain?.stop();
});

const tokenOf = (a: string) => chain.client.readContract({ address: chain.token, abi: ERC20_ABI, functionName: 'balanceOf', args: [getAddress(a)] });
const nonceOf = (a: string) => chain.client.getTransactionCount({ address: getAddress(a), blockTag: 'pending' });
const sweepsFrom = (from: string) => t.database.db.select().from(chainSweeps).where(eq(chainSweeps.fromAddress, from.toLowerCase()));

/** A new member with a deposit of `amount` USDT to their deposit address, credited (final and scanned). */
async function deposited(amount: string) {
  const m = await registerMember(t, rootCodes(t));
  const row = await memberRow(t, m.userinfo.member_id);
  const address = await depositAddressFor(t.database.db, chain.runtime, row.id);
  await chain.sendUsdt(chain.payers[0]!, address as Address, amount);
  await chain.mine(2);
  expect((await scanOnce(t.database.db, chain.runtime)).credited).toBe(1);
  return { id: row.id, code: m.userinfo.member_id as string, address };
}

/** Mines past finality (head − 2 on the test chain) and runs a pass. */
async function finalizeAndTick(s: Signer = signer) {
  await chain.mine(3);
  return s.tick();
}

describe('sweeps', () => {
  it('tops a deposit address up with gas, then moves its USDT to the hot wallet; the member\'s balance does not move', async () => {
    const d = await deposited('50');
    const balance = (await walletOf(t.database.db, d.id)).balance;
    const hotBefore = await tokenOf(hot);
    const hotNonce = await nonceOf(hot);
    expect(await chain.client.getBalance({ address: getAddress(d.address) })).toBe(0n);

    const first = await signer.tick();
    expect(first.sweeps).toMatchObject({ recorded: 1, gasSent: 1, sent: 0 });
    const [gas] = await sweepsFrom(d.address);
    expect(gas).toMatchObject({ kind: 'deposit', status: 'gas_sent', toAddress: hot.toLowerCase(), amount: '50.00000000', units: usdt(50n).toString() });
    expect(gas!.gasNonce).toBe(hotNonce);
    expect(BigInt(gas!.gasWei)).toBeGreaterThan(0n);

    // Gas final: the transfer goes in the same pass; once it is final the sweep is done.
    expect((await finalizeAndTick()).sweeps).toMatchObject({ sent: 1 });
    expect((await finalizeAndTick()).sweeps).toMatchObject({ swept: 1 });
    const [done] = await sweepsFrom(d.address);
    expect(done).toMatchObject({ status: 'swept', nonce: 0 });
    expect(done!.gasHashes).toHaveLength(1);
    expect(done!.hashes).toEqual([done!.txHash]);
    expect(await tokenOf(d.address)).toBe(0n);
    expect(await tokenOf(hot)).toBe(hotBefore + usdt(50n));
    // One gas top-up from the hot wallet; its nonce row follows the chain.
    expect(await nonceOf(hot)).toBe(hotNonce + 1);
    const [row] = await t.database.db.select().from(signerNonces).where(eq(signerNonces.address, hot));
    expect(row!.nextNonce).toBe(hotNonce + 1);
    expect((await walletOf(t.database.db, d.id)).balance).toBe(balance);

    // The back office lists it with its transactions.
    const list = (await ops.api('GET', '/admin-api/chain/sweeps', { as: 'fin' })).body.data;
    expect(list.list[0]).toMatchObject({ kind: 'deposit', member_id: d.code, status: 'swept', amount: '50.00000000', tx_hash: done!.txHash, gas_tx_hashes: done!.gasHashes });
    // Nothing more to sweep: a pass records nothing.
    expect((await signer.tick()).sweeps.recorded).toBe(0);
    await expectBooksBalanced(t);
  });

  it('sweeps an address that already has gas without a top-up, and leaves one below the minimum alone', async () => {
    const rich = await deposited('7');
    await chain.setNative(getAddress(rich.address), '1');
    const dust = await deposited('0.5');
    const hotNonce = await nonceOf(hot);
    const pass = await signer.tick();
    expect(pass.sweeps).toMatchObject({ recorded: 1, gasSent: 0, sent: 1 });
    expect(await sweepsFrom(dust.address)).toEqual([]);
    expect((await finalizeAndTick()).sweeps.swept).toBe(1);
    expect(await tokenOf(rich.address)).toBe(0n);
    expect(await tokenOf(dust.address)).toBe(parseUnits('0.5', 18));
    expect(await nonceOf(hot)).toBe(hotNonce);
  });

  it('never sends twice across a restart in the middle: the next signer finds the recorded transactions', async () => {
    const d = await deposited('20');
    const hotNonce = await nonceOf(hot);
    await chain.setAutomine(false);
    try {
      expect((await signer.tick()).sweeps.gasSent).toBe(1);
      // The signer goes away with the gas top-up in the pool; another starts.
      await signer.stop();
      signer = createSigner({ db: t.database.db, chain: chain.runtime, keys: keys() });
      expect((await signer.tick()).sweeps).toMatchObject({ recorded: 0, gasSent: 0, replaced: 0 });
      await chain.mine(1);
      await chain.mine(3);
      expect((await signer.tick()).sweeps.sent).toBe(1);
      // Gone again with the transfer in the pool.
      await signer.stop();
      signer = createSigner({ db: t.database.db, chain: chain.runtime, keys: keys() });
      expect((await signer.tick()).sweeps).toMatchObject({ recorded: 0, sent: 0, replaced: 0 });
    } finally {
      await chain.setAutomine(true);
    }
    await chain.mine(1);
    expect((await finalizeAndTick()).sweeps.swept).toBe(1);
    const rows = await sweepsFrom(d.address);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.gasHashes).toHaveLength(1);
    expect(rows[0]!.hashes).toHaveLength(1);
    expect(await nonceOf(hot)).toBe(hotNonce + 1);
    expect(await nonceOf(d.address)).toBe(1);
    expect(await tokenOf(d.address)).toBe(0n);
  });

  it('two signers at once never collide: one holds the lease, each address is swept once with consecutive hot-wallet nonces', async () => {
    const ds = [await deposited('11'), await deposited('12'), await deposited('13')];
    const hotNonce = await nonceOf(hot);
    const second = createSigner({ db: t.database.db, chain: chain.runtime, keys: keys() });
    const [a, b] = await Promise.all([signer.tick(), second.tick()]);
    expect([a.leased, b.leased].filter(Boolean)).toHaveLength(1);
    expect(a.sweeps.recorded + b.sweeps.recorded).toBe(3);
    const holder = a.leased ? signer : second;
    await finalizeAndTick(holder);
    expect((await finalizeAndTick(holder)).sweeps.swept).toBe(3);
    await second.stop();
    const rows = await t.database.db.select().from(chainSweeps).where(inArray(chainSweeps.fromAddress, ds.map((d) => d.address)));
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.gasNonce!).sort((x, y) => x - y)).toEqual([hotNonce, hotNonce + 1, hotNonce + 2]);
    expect(await nonceOf(hot)).toBe(hotNonce + 3);
    for (const d of ds) expect(await tokenOf(d.address)).toBe(0n);
  });

  it('sends the hot wallet\'s USDT above its cap to the cold address, once', async () => {
    const cold = privateKeyToAccount(generatePrivateKey()).address;
    const held = await tokenOf(hot);
    await writeSetting(t.database.db, 'hot_wallet_cap', '1000.00');
    await writeSetting(t.database.db, 'cold_wallet_address', cold);
    try {
      const pass = await signer.tick();
      expect(pass.sweeps).toMatchObject({ recorded: 1, sent: 1 });
      // While it is in flight, no second one is recorded.
      expect((await signer.tick()).sweeps.recorded).toBe(0);
      expect((await finalizeAndTick()).sweeps.swept).toBe(1);
    } finally {
      await writeSetting(t.database.db, 'cold_wallet_address', '');
      await writeSetting(t.database.db, 'hot_wallet_cap', '10000.00');
    }
    expect(await tokenOf(cold)).toBe(held - usdt(1000n));
    expect(await tokenOf(hot)).toBe(usdt(1000n));
    const [row] = await sweepsFrom(hot);
    expect(row).toMatchObject({ kind: 'cold', status: 'swept', toAddress: cold.toLowerCase(), gasWei: '0' });
    await expectBooksBalanced(t);
  });
});

describe('back office: sweeps, funds and the chain settings', () => {
  it('lets finance read sweeps and funds; operations may not; bad filters are refused', async () => {
    expect((await ops.api('GET', '/admin-api/chain/sweeps?kind=cold', { as: 'fin' })).body.data.list.every((r: { kind: string }) => r.kind === 'cold')).toBe(true);
    expect((await ops.api('GET', '/admin-api/chain/funds', { as: 'fin' })).body.data).toMatchObject({ hot_wallet: hot, hot_wallet_cap: '10000.00', cold_wallet_address: '' });
    for (const url of ['/admin-api/chain/sweeps', '/admin-api/chain/funds']) expect((await ops.api('GET', url, { as: 'ops' })).body.code).not.toBe(1);
    for (const q of ['status=done', 'kind=hot', 'page=0', 'limit=1000']) {
      const res = await ops.api('GET', `/admin-api/chain/sweeps?${q}`, { as: 'fin' });
      expect(res.body.code, q).not.toBe(1);
    }
  });

  it('saves confirmations and the top-up window as audited settings, read by the top-up page at once; bad values change nothing', async () => {
    const save = (key: string, value: string, as: OperatorName = 'fin') => ops.api('POST', '/admin-api/settings', { as, body: { key, value } });
    expect((await save('topup_minutes', '45')).body.msg).toBe(en('setting_saved'));
    expect((await save('chain_confirmations', '12')).body.msg).toBe(en('setting_saved'));
    const m = await registerMember(t, rootCodes(t));
    const info = await t.call({ method: 'GET', url: '/api/recharge/info', token: m.token, lang: 'en' });
    expect(info.body.data.window_minutes).toBe(45);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'topup_minutes'));
    expect(audits.map((a) => [a.operatorName, a.action, a.after])).toEqual([['fin', 'settings.write', { value: '45' }]]);
    for (const [key, value] of [['topup_minutes', '0'], ['topup_minutes', '1441'], ['topup_minutes', '2.5'], ['chain_confirmations', '0'], ['chain_confirmations', 'abc']] as const) {
      const res = await save(key, value);
      expect(res.body.code, `${key}=${value}`).not.toBe(1);
    }
    expect((await save('topup_minutes', '50', 'ops')).body.code).not.toBe(1);
    // The cold address is checked as a withdrawal address: the connected chain's token, the zero address and a bad
    // checksum are refused in the caller's language; a good one is stored checksummed.
    const good = getAddress(privateKeyToAccount(generatePrivateKey()).address);
    // One letter's case flipped: still mixed case, no longer its checksum.
    const badChecksum = good.replace(/(?<=^0x[0-9]*)[a-fA-F]/, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));
    for (const [value, key] of [[chain.token, 'withdraw_address_token'], ['0x0000000000000000000000000000000000000000', 'withdraw_address_zero'], [badChecksum, 'withdraw_address_checksum']] as const) {
      const res = await save('cold_wallet_address', value);
      expect(res.body.msg, value).toBe(en(key));
    }
    const cold = privateKeyToAccount(generatePrivateKey()).address;
    expect((await save('cold_wallet_address', cold.toLowerCase())).body.data.value).toBe(cold);
    await save('cold_wallet_address', '');
    const list = (await ops.api('GET', '/admin-api/settings', { as: 'fin' })).body.data.list as Array<{ key: string; value: string }>;
    expect(list.find((s) => s.key === 'topup_minutes')!.value).toBe('45');
    expect(list.find((s) => s.key === 'chain_confirmations')!.value).toBe('12');
    await save('topup_minutes', '30');
    await save('chain_confirmations', '15');
  });

  it('takes CHAIN_CONFIRMATIONS and CHAIN_TOPUP_MINUTES as the settings\' values on the first start only', async () => {
    const db = t.database.db;
    await db.delete(settings).where(inArray(settings.key, ['chain_confirmations', 'topup_minutes']));
    expect(await chainConfirmations(db)).toBe(15);
    await seedChainSettings(db, loadChainSettings({ CHAIN_CONFIRMATIONS: '20', CHAIN_TOPUP_MINUTES: '40' }));
    expect([await chainConfirmations(db), await topUpMinutes(db)]).toEqual([20, 40]);
    // A later start with other values, or none, leaves what is saved (an operator's change included).
    await seedChainSettings(db, loadChainSettings({ CHAIN_CONFIRMATIONS: '7' }));
    await seedChainSettings(db, loadChainSettings({}));
    expect([await chainConfirmations(db), await topUpMinutes(db)]).toEqual([20, 40]);
    await writeSetting(db, 'chain_confirmations', '15');
    await writeSetting(db, 'topup_minutes', '30');
  });
});
