// The back office's wallets list at a million members, on the embedded database (PGlite: one core, no parallel
// workers): each of the list's queries with its plan. The tables carry only the columns and indexes the list uses
// (members_join_idx, ledger_accounts_member_*_idx, the member-accounts lookup). Run: npm run bench:wallet-list
import { PGlite } from '@electric-sql/pglite';
const db = new PGlite();
const N = 1_000_000;
const t0 = Date.now();
await db.exec(`
create table members (id bigserial primary key, member_id text not null, name text not null, email text not null, join_time timestamptz not null);
create table ledger_accounts (id bigserial primary key, member_id bigint, system_code text, asset text not null, balance numeric(20,8) not null default 0, held numeric(20,8) not null default 0);
insert into members (member_id, name, email, join_time)
  select lpad(g::text, 8, '0'), 'Member ' || g, 'm' || g || '@example.test', now() - (g || ' seconds')::interval from generate_series(1, ${N}) g;
insert into ledger_accounts (member_id, asset, balance, held) select g, 'balance', round((random() * 10000)::numeric, 2), case when g % 10 = 0 then 5 else 0 end from generate_series(1, ${N}) g;
insert into ledger_accounts (member_id, asset, balance) select g, 'shop_coins', round((random() * 500)::numeric, 2) from generate_series(1, ${N}, 3) g;
insert into ledger_accounts (member_id, asset, balance) select g, 'integral', round((random() * 900)::numeric, 2) from generate_series(1, ${N}, 2) g;
create index members_join_idx on members (join_time, id);
create index ledger_accounts_member_idx on ledger_accounts (member_id, asset) where member_id is not null;
create index ledger_accounts_member_balance_idx on ledger_accounts (asset, balance, member_id) where member_id is not null;
create index ledger_accounts_member_held_idx on ledger_accounts (asset, held, member_id) where member_id is not null;
`);
await db.exec('vacuum analyze');
console.log(`seeded ${N} members in ${Date.now() - t0} ms`);
const q = async (label: string, sql: string) => {
  await db.query(sql); // warm
  const s = performance.now();
  const r = await db.query<{ 'QUERY PLAN': string }>(`explain analyze ${sql}`);
  const ms = performance.now() - s;
  const plan = r.rows.map((x) => x['QUERY PLAN']);
  const scans = plan.filter((l) => /Scan|Sort/.test(l)).map((l) => l.trim().replace(/^->\s*/, '').split('  (')[0]);
  console.log(`${label}: ${ms.toFixed(1)} ms (${scans.join(' | ')})`);
};
await q('newest, page 1', `select * from members order by join_time desc, id desc limit 20 offset 0`);
await q('newest, page 500', `select * from members order by join_time desc, id desc limit 20 offset 9980`);
await q('members count', `select count(*) from members`);
await q('balance desc, page 1', `select member_id from ledger_accounts where asset = 'balance' and member_id is not null order by balance desc, member_id desc limit 20 offset 0`);
await q('balance asc, page 500', `select member_id from ledger_accounts where asset = 'balance' and member_id is not null order by balance asc, member_id asc limit 20 offset 9980`);
await q('held desc, page 1', `select member_id from ledger_accounts where asset = 'balance' and member_id is not null order by held desc, member_id desc limit 20`);
await q('integral desc, page 1', `select member_id from ledger_accounts where asset = 'integral' and member_id is not null order by balance desc, member_id desc limit 20`);
await q('accounts count (balance)', `select count(*) from ledger_accounts where asset = 'balance' and member_id is not null`);
await q('figures of a page', `select * from ledger_accounts where member_id in (1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20)`);
await q('search by name, sorted in memory (matches)', `select count(*) from members where member_id ilike '0000123%' or email ilike '0000123%' or name ilike '%Member 123456%'`);
