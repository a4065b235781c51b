/**
 * Deposit-crediting benchmark on the PostgreSQL server and anvil: 10,000 deposit addresses, 1,000 USDT deposits in one
 * block, credited by the scanner's first pass after the block is final. Beside it, in the same run, the same number of
 * bare ledger postings (the `deposits` account to a member, one transaction) without the chain, and the ratio.
 *
 *   npm run bench:chain [-- --addresses 10000 --deposits 1000]
 *
 * Reads BENCH_DATABASE_URL (default postgres://onego:onego@127.0.0.1:5432/onego_bench_chain; created when missing,
 * wiped before the run). Writes the figures to stdout and bench/chain/results.json.
 *
 * The delay from finality to credit is measured from the moment the block became final (the blocks that finalize it
 * are mined) to the end of the crediting pass; a running server adds up to one poll interval (CHAIN_POLL_SECONDS) to it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { encodeFunctionData, keccak256, parseUnits, type Hex } from 'viem';
import { openPostgres } from '../../packages/server/src/db/client.js';
import { runMigrations } from '../../packages/server/src/db/migrate.js';
import { ERC20_ABI, scanOnce } from '../../packages/server/src/modules/chain/index.js';
import { chainDeposits, depositAddresses } from '../../packages/server/src/modules/chain/tables.js';
import { post, verifyLedger } from '../../packages/server/src/modules/ledger/index.js';
import { newIdentifiers } from '../../packages/server/src/modules/member/codes.js';
import { members } from '../../packages/server/src/modules/member/tables.js';
import { startTestChain } from '../../packages/server/test/support/anvil.js';
import { freshDatabase } from '../lib/database.js';
import { count, eq } from 'drizzle-orm';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({ options: { addresses: { type: 'string', default: '10000' }, deposits: { type: 'string', default: '1000' } } });
const ADDRESSES = Number(args.addresses);
const DEPOSITS = Number(args.deposits);
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://onego:onego@127.0.0.1:5432/onego_bench_chain';
const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;

async function main(): Promise<void> {
  console.log(`chain benchmark: ${ADDRESSES} deposit addresses, ${DEPOSITS} deposits in one block, PostgreSQL at ${URL_.replace(/:[^:@/]+@/, ':***@')}`);
  await freshDatabase(URL_);
  const database = await openPostgres(URL_, 4);
  await runMigrations(database);
  const db = database.db;
  const chain = await startTestChain();
  try {
    // Members and their deposit addresses, in bulk (the addresses derived from the xpub as the server does).
    const ids: number[] = [];
    for (let start = 0; start < ADDRESSES; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, ADDRESSES - start) }, (_, k) => {
        const i = start + k;
        return { ...newIdentifiers(), memberId: String(20_000_000 + i), name: `Bench ${i}`, nickname: `Bench ${i}`, email: `bench${i}@bench.local`, areaCode: '65', mobile: `9${String(i).padStart(7, '0')}`, nationality: 'SG', birthday: '1990-01-01' };
      });
      const rows = await db.insert(members).values(batch).returning({ id: members.id });
      ids.push(...rows.map((r) => r.id));
    }
    const addresses: string[] = [];
    for (let start = 0; start < ids.length; start += 1000) {
      const batch = ids.slice(start, start + 1000).map((memberId, k) => {
        const address = chain.runtime.depositAddress(start + k).toLowerCase();
        addresses.push(address);
        return { memberId, addressIndex: start + k, address };
      });
      await db.insert(depositAddresses).values(batch);
    }
    console.log(`  ${ids.length} members with deposit addresses`);

    // The scanner's first pass sets its position; then 1,000 transfers to distinct addresses, all in one block.
    await scanOnce(db, chain.runtime);
    await chain.rpc('evm_setBlockGasLimit', [`0x${(200_000_000).toString(16)}`]);
    await chain.setAutomine(false);
    const step = Math.floor(ADDRESSES / DEPOSITS);
    const payers = chain.payers;
    const nonces = await Promise.all(payers.map((p) => chain.client.getTransactionCount({ address: p.address, blockTag: 'pending' })));
    const gasPrice = await chain.client.getGasPrice();
    const hashes: Hex[] = [];
    for (let i = 0; i < DEPOSITS; i++) {
      const p = i % payers.length;
      const data = encodeFunctionData({ abi: ERC20_ABI, functionName: 'transfer', args: [addresses[i * step] as Hex, parseUnits(String(1 + (i % 97)), 18)] });
      const raw = await payers[p]!.signTransaction({ chainId: chain.runtime.chainId, type: 'legacy', nonce: nonces[p]!++, to: chain.token, data, gas: 80_000n, gasPrice: gasPrice * 2n, value: 0n });
      hashes.push(keccak256(raw));
      await chain.client.sendRawTransaction({ serializedTransaction: raw });
    }
    await chain.mine(1);
    await chain.setAutomine(true);
    const receipt = await chain.client.getTransactionReceipt({ hash: hashes.at(-1)! });
    const first = await chain.client.getTransactionReceipt({ hash: hashes[0]! });
    if (first.blockNumber !== receipt.blockNumber) throw new Error('the deposits did not land in one block');
    const block = await chain.client.getBlock({ blockNumber: receipt.blockNumber });
    console.log(`  ${block.transactions.length} deposits in block ${block.number}`);

    // The scanner sees them before finality (seen), as it would while the block waits for its two successors.
    let t0 = process.hrtime.bigint();
    await scanOnce(db, chain.runtime);
    const seenMs = ms(t0);
    const [seen] = await db.select({ n: count() }).from(chainDeposits).where(eq(chainDeposits.status, 'seen'));
    if (seen!.n !== DEPOSITS) throw new Error(`expected ${DEPOSITS} seen deposits, found ${seen!.n}`);

    // Final now: the scanner's next pass credits all of them.
    await chain.mine(2);
    t0 = process.hrtime.bigint();
    const pass = await scanOnce(db, chain.runtime);
    const creditMs = ms(t0);
    if (pass.error || pass.credited !== DEPOSITS) throw new Error(`the first pass after finality credited ${pass.credited} (${pass.error ?? 'no error'})`);

    // The baseline: as many bare ledger postings of the same shape, in one transaction, without the chain.
    const targets = ids.filter((_, i) => i % step === 0).slice(0, DEPOSITS);
    t0 = process.hrtime.bigint();
    await db.transaction(async (tx) => {
      for (const [i, member] of targets.entries()) {
        await post(tx, {
          kind: 'deposit', idempotencyKey: `bench:${i}`, refType: 'bench', refId: String(i), memo: 'baseline', actor: 'system',
          lines: [{ owner: { member }, asset: 'balance', amount: '1' }, { owner: { system: 'deposits' }, asset: 'balance', amount: '-1' }],
        });
      }
    });
    const baselineMs = ms(t0);
    const verify = await verifyLedger(database);
    if (!verify.ok) throw new Error(`ledger:verify found a break: ${JSON.stringify(verify).slice(0, 300)}`);

    const creditsPerSecond = Math.round(DEPOSITS / (creditMs / 1000));
    const postingsPerSecond = Math.round(DEPOSITS / (baselineMs / 1000));
    const result = {
      at: new Date().toISOString(), addresses: ADDRESSES, deposits: DEPOSITS,
      seen_pass_ms: Math.round(seenMs), credit_pass_ms: Math.round(creditMs), credits_per_second: creditsPerSecond,
      baseline_ms: Math.round(baselineMs), baseline_postings_per_second: postingsPerSecond,
      ratio: Number((creditsPerSecond / postingsPerSecond).toFixed(2)), finality_to_credit_ms: Math.round(creditMs),
    };
    console.log(`  seen pass (before finality): ${result.seen_pass_ms} ms`);
    console.log(`  credit pass after finality:  ${result.credit_pass_ms} ms → ${creditsPerSecond} credits/s`);
    console.log(`  baseline, bare postings:     ${result.baseline_ms} ms → ${postingsPerSecond} postings/s`);
    console.log(`  ratio credits/postings:      ${result.ratio}`);
    console.log(`  finality → credit:           ${result.finality_to_credit_ms} ms (plus up to one poll interval in a running server)`);
    writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await chain.stop();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
