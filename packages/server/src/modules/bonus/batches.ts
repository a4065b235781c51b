import { asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creditMembers, retryOnConflict, type MemberCredit } from '../ledger/index.js';
import type { TreeState } from '../network/index.js';
import { splitOf, type CapState, type Payout } from './engine.js';
import { cents } from './fixed.js';
import type { CompiledPlan } from './plan.js';
import { bonusBatches, bonusCaps, bonusRecords, bonusRuns } from './tables.js';

/** Recipients per batch by default: one ledger entry of up to 15,000 postings and about 12,000 records. */
export const MEMBERS_PER_BATCH = 5_000;

const literal = (values: Array<string | number>) => `{${values.join(',')}}`;
/** An amount as whole units of 1e-8 (the database scales it when the batch lands): far cheaper to write than a decimal. */
const units = (u: bigint) => (u === 0n ? '0' : u.toString());
const nullable = (v: number | null) => (v === null ? 'NULL' : String(v));

/**
 * Stages the run's payouts in the run's transaction (ADR 0016): recipients in index order, `membersPerBatch` to a
 * batch, each batch one row holding its members' credits, its records and what it adds to their caps (`after` minus
 * `before`). Answers the number of batches.
 */
export async function stageBatches(
  tx: Db, day: string, plan: CompiledPlan, state: TreeState, payouts: Payout[], before: CapState, after: CapState, membersPerBatch: number,
): Promise<number> {
  const batchOf = new Int32Array(state.n).fill(-1);
  for (const p of payouts) batchOf[p.recipient] = 0;
  let recipients = 0;
  for (let i = 0; i < state.n; i++) if (batchOf[i] === 0) batchOf[i] = Math.floor(recipients++ / membersPerBatch);
  const count = Math.ceil(recipients / membersPerBatch);
  const members: number[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < state.n; i++) if (batchOf[i]! >= 0) members[batchOf[i]!]!.push(i);
  const records: Payout[][] = Array.from({ length: count }, () => []);
  for (const p of payouts) records[batchOf[p.recipient]!]!.push(p);

  // Each batch is built while the database stores the one before: one statement in flight at a time on the run's
  // connection, this process and the database working at once.
  let inFlight: Promise<unknown> | undefined;
  for (let b = 0; b < count; b++) {
    const credit = new Map<number, { balance: bigint; coupons: bigint; points: bigint }>();
    const split = records[b]!.map((p) => {
      const s = splitOf(plan, p.kind, p.paid);
      if (p.paid > 0n) {
        const t = credit.get(p.recipient) ?? { balance: 0n, coupons: 0n, points: 0n };
        t.balance += s.balance; t.coupons += s.coupons; t.points += s.points;
        credit.set(p.recipient, t);
      }
      return s;
    });
    const paid = members[b]!.filter((i) => credit.has(i));
    const rec = records[b]!;
    const col = (f: (p: Payout, j: number) => string | number) => literal(rec.map(f));
    const caps = (arr: keyof CapState) => literal(members[b]!.map((i) => units(after[arr][i]! - before[arr][i]!)));
    const insert = sql`
      insert into ${bonusBatches} (day, batch, credit_members, credit_balance, credit_coupons, credit_points, kinds, recipients, order_ids, sources,
        order_bvs, ratios, levels, dues, paids, forfeiteds, balances, coupons, points, cap_members, cap_dynamic, cap_consumption, cap_fund)
      values (${day}::date, ${b}, ${literal(paid.map((i) => state.ids[i]!))}, ${literal(paid.map((i) => cents(credit.get(i)!.balance)))},
        ${literal(paid.map((i) => cents(credit.get(i)!.coupons)))}, ${literal(paid.map((i) => cents(credit.get(i)!.points)))},
        ${col((p) => p.kind)}, ${col((p) => state.ids[p.recipient]!)}, ${col((p) => nullable(p.orderId))},
        ${col((p) => (p.source >= 0 ? state.ids[p.source]! : 'NULL'))}, ${col((p) => units(p.orderBv))}, ${col((p) => units(p.ratio))},
        ${col((p) => p.level)}, ${col((p) => units(p.due))}, ${col((p) => units(p.paid))}, ${col((p) => units(p.forfeited))},
        ${col((_, j) => units(split[j]!.balance))}, ${col((_, j) => units(split[j]!.coupons))}, ${col((_, j) => units(split[j]!.points))},
        ${literal(members[b]!.map((i) => state.ids[i]!))}, ${caps('dynamic')}, ${caps('consumption')}, ${caps('fund')})`;
    await inFlight;
    inFlight = tx.execute(insert);
  }
  await inFlight;
  return count;
}

const items = (text: string): string[] => (text === '{}' ? [] : text.slice(1, -1).split(','));

/**
 * Applies one staged batch of `day`, in its own transaction: the first one not taken by another connection (or, with
 * `wait`, the first one at all, waiting for whoever holds it). One ledger entry keyed by date and batch credits its
 * members, its records and caps are written and its row is deleted, so a batch lands once. Answers false when none
 * was left to take.
 */
async function applyOne(db: Db, day: string, wait: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const res = await tx.execute(sql`select batch, credit_members as m, credit_balance as b, credit_coupons as c, credit_points as p
      from ${bonusBatches} where day = ${day}::date order by batch limit 1 for update ${wait ? sql`` : sql`skip locked`}`);
    const row = (res as unknown as { rows: Array<{ batch: number; m: string; b: string; c: string; p: string }> }).rows[0];
    if (!row) return false;
    const [ids, balance, coupons, points] = [items(row.m), items(row.b), items(row.c), items(row.p)];
    const credits: MemberCredit[] = ids.map((id, k) => ({ member: Number(id), amounts: { balance: balance[k]!, shop_coins: coupons[k]!, integral: points[k]! } }));
    const posted = await creditMembers(tx, {
      kind: 'bonus', from: 'bonus_expense', key: `bonus:${day}:b${row.batch}`, refType: 'bonus_run', refId: day, memo: `bonus ${day}`,
      credits, perEntry: Math.max(credits.length, 1), shard: row.batch,
    });
    if (posted.replayed > 0) throw new Error(`bonus: batch ${row.batch} of ${day} was posted but is still staged`);
    const entry = posted.entryOf.values().next().value ?? null;
    // Amounts and ratios come as units of 1e-8: times 0.00000001 gives them their 8 places exactly.
    await tx.execute(sql`
      insert into ${bonusRecords} (day, kind, recipient_id, order_id, source_member_id, order_bv, ratio, level, due, paid, forfeited, balance, coupons, points, entry_id)
      select b.day, u.kind, u.recipient, u.order_id, u.source, u.bv * 0.00000001, u.ratio * 0.00000001, u.level, u.due * 0.00000001, u.paid * 0.00000001,
        u.forfeited * 0.00000001, u.balance * 0.00000001, u.coupons * 0.00000001, u.points * 0.00000001, case when u.paid > 0 then ${entry}::int8 end
      from ${bonusBatches} b cross join lateral unnest(b.kinds::text[], b.recipients::int8[], b.order_ids::int8[], b.sources::int8[], b.order_bvs::int8[],
        b.ratios::int8[], b.levels::int2[], b.dues::int8[], b.paids::int8[], b.forfeiteds::int8[], b.balances::int8[], b.coupons::int8[], b.points::int8[])
        as u(kind, recipient, order_id, source, bv, ratio, level, due, paid, forfeited, balance, coupons, points)
      where b.day = ${day}::date and b.batch = ${row.batch}`);
    await tx.execute(sql`
      insert into ${bonusCaps} (member_id, dynamic_received, consumption_received, fund_received)
      select u.m, u.d * 0.00000001, u.c * 0.00000001, u.f * 0.00000001
      from ${bonusBatches} b cross join lateral unnest(b.cap_members::int8[], b.cap_dynamic::int8[], b.cap_consumption::int8[], b.cap_fund::int8[]) as u(m, d, c, f)
      where b.day = ${day}::date and b.batch = ${row.batch}
      on conflict (member_id) do update set dynamic_received = ${bonusCaps}.dynamic_received + excluded.dynamic_received,
        consumption_received = ${bonusCaps}.consumption_received + excluded.consumption_received, fund_received = ${bonusCaps}.fund_received + excluded.fund_received`);
    await tx.execute(sql`delete from ${bonusBatches} where day = ${day}::date and batch = ${row.batch}`);
    return true;
  });
}

async function batchesLeft(db: Db, day: string): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(bonusBatches).where(eq(bonusBatches.day, day));
  return Number(r?.n ?? 0);
}

/**
 * Applies the staged batches of `day` on `workers` connections at once (each takes the next batch no other holds),
 * then, one at a time and waiting for their holders, any left (a batch held by a transaction that rolled back).
 * With `max`, stops after that many (the rest stays staged for the next call). Answers how many it applied and how
 * many are still staged.
 */
export async function applyBatches(db: Db, day: string, opts: { workers: number; max?: number }): Promise<{ applied: number; left: number }> {
  let budget = opts.max ?? Number.POSITIVE_INFINITY;
  let applied = 0;
  const take = () => (budget-- > 0);
  // A batch chosen as a deadlock victim (a transfer opening a member's first account at that moment, say) lands again.
  const one = (wait: boolean) => retryOnConflict(() => applyOne(db, day, wait));
  const worker = async () => {
    while (take()) {
      if (await one(false)) applied++;
      else { budget++; return; }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.workers) }, worker));
  // FOR UPDATE with LIMIT can skip a row deleted while it waited and answer nothing though others remain: count again.
  while (budget > 0 && (await batchesLeft(db, day)) > 0) {
    if (!take()) break;
    if (await one(true)) applied++;
    else budget++;
  }
  const left = await batchesLeft(db, day);
  if (left === 0 && applied > 0) await db.update(bonusRuns).set({ finishedAt: new Date() }).where(eq(bonusRuns.day, day));
  return { applied, left };
}

/** Dates before `day` whose runs were interrupted with batches still staged, oldest first. */
export async function stagedDaysBefore(db: Db, day: string): Promise<string[]> {
  const rows = await db.selectDistinct({ day: bonusBatches.day }).from(bonusBatches).where(lt(bonusBatches.day, day)).orderBy(asc(bonusBatches.day));
  return rows.map((r) => r.day);
}
