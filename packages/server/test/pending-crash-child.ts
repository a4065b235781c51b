/**
 * A separate process for pending-crash.test.ts: on the configured database (DATA_DIR or DATABASE_URL), reserves
 * RESERVE_COUNT amounts of 2 on member MEMBER_ID, then posts them one by one, announcing each step on stdout, until
 * the test kills it.
 */
import { loadConfig } from '../src/config.js';
import { openConfiguredDatabase } from '../src/db/open.js';
import { pending, postPending } from '../src/modules/ledger/index.js';

const database = await openConfiguredDatabase(loadConfig(process.env), 'pending-crash-child');
const memberId = Number(process.env.MEMBER_ID);
const ids: number[] = [];
for (let i = 0; i < Number(process.env.RESERVE_COUNT); i++) {
  const p = await pending(database.db, {
    from: { member: memberId }, to: { system: 'withdrawals' }, asset: 'balance', amount: '2', reason: 'withdrawal',
    refType: 'crash-test', refId: String(i), expiresAt: new Date(Date.now() + 3_600_000),
  });
  ids.push(p.id);
  process.stdout.write(`reserved ${p.id}\n`);
}
for (const id of ids) {
  await postPending(database.db, id);
  process.stdout.write(`posted ${id}\n`);
}
process.stdout.write('done\n');
// Waits to be killed: the test decides when the process ends.
await new Promise(() => undefined);
