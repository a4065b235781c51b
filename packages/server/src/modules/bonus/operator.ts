import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import { BONUS_KINDS, type BonusKind, type BonusPlan } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { toSeconds } from '../../lib/time.js';
import { operatorAction, type OperatorCtx } from '../admin/index.js';
import { memberByPublicId, membersByRowIds, publicIdsOf, type MemberRow } from '../member/index.js';
import { placeOf, raiseLevel, rootMemberId, statsOf, subtreeOf } from '../network/index.js';
import { dateOf } from './eligibility.js';
import { cents, share, units } from './fixed.js';
import type { Plan } from './plan.js';
import { bonusLimits, bonusLogs, bonusTotals } from './reads.js';
import { settleDate } from './settle.js';
import { bonusRecords, bonusRuns } from './tables.js';
import { addPlanVersion, planInForce, planVersions, type PlanVersion } from './versions.js';

/** Paid ÷ sales with 4 places, as the calendar and the simulator show it. */
export const ratioText = (paid: bigint, sales: bigint) => (sales === 0n ? '0.0000' : (Number(share(paid, 1_000_000n, sales)) / 1_000_000).toFixed(4));

function versionView(v: PlanVersion, inForce: number | null) {
  return {
    version: v.version, effective_from: v.effectiveFrom, plan: v.plan as BonusPlan, note: v.note, created_by: v.createdBy,
    created_time: toSeconds(v.createdAt), in_force: v.version === inForce,
  };
}

/** Every version of the plan, newest first, with the one in force today marked. */
export async function listPlanVersions(db: Db, now = new Date()) {
  const today = dateOf(now);
  const [list, current] = await Promise.all([planVersions(db), planInForce(db, today)]);
  return { list: list.map((v) => versionView(v, current.version)), today, earliest_from: dateOf(now, 1) };
}

/** A new version of the plan from a future date, checked in full. Audited with the version and its plan. */
export async function createPlanVersion(ctx: OperatorCtx, input: { effective_from: string; plan: BonusPlan; note?: string }) {
  return operatorAction(ctx, 'bonus.plan.create', async ({ tx }) => {
    const v = await addPlanVersion(tx, { from: input.effective_from, plan: input.plan as Plan, note: input.note ?? '', by: ctx.operator.username });
    const current = await planInForce(tx, dateOf(new Date()));
    return { target: { type: 'bonus_plan', id: v.version }, after: { effective_from: v.effectiveFrom, plan: input.plan, note: v.note }, result: versionView(v, current.version) };
  });
}

type RunRow = typeof bonusRuns.$inferSelect;

function runView(r: RunRow, records: number) {
  return {
    date: r.day, orders: r.orders, sales: cents(units(r.sales)), owed: cents(units(r.owed)), paid: cents(units(r.paid)),
    ratio: ratioText(units(r.paid), units(r.sales)), guard_limit: cents(units(r.guardLimit)), scaled: r.scaled, totals: r.totals,
    records, plan_version: r.planVersion, finished_time: toSeconds(r.finishedAt),
  };
}

/** Records per date over [from, to], from the records' date index. */
async function recordCounts(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db.select({ day: bonusRecords.day, n: count() }).from(bonusRecords)
    .where(and(gte(bonusRecords.day, from), lte(bonusRecords.day, to))).groupBy(bonusRecords.day);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** Settlement runs between two dates (default the 30 days up to yesterday), oldest first. At most a year. */
export async function settlementCalendar(db: Db, q: { from?: string; to?: string }, now = new Date()) {
  const to = q.to ?? dateOf(now, -1);
  const from = q.from ?? dateOf(new Date(`${to}T00:00:00Z`), -29);
  if (from > to || dateOf(new Date(`${from}T00:00:00Z`), 366) <= to) throw new AppError('bonus_period_invalid', { max: 366 });
  const runs = await db.select().from(bonusRuns).where(and(gte(bonusRuns.day, from), lte(bonusRuns.day, to))).orderBy(asc(bonusRuns.day));
  const counts = await recordCounts(db, from, to);
  return { from, to, list: runs.map((r) => runView(r, counts.get(r.day) ?? 0)) };
}

/**
 * Runs the settlement of a settled date again, as the hourly job would after a crash. The date is claimed once, so the
 * rerun pays nothing and writes no record: the answer counts the date's records and payouts before and after to show
 * it. Audited with those figures.
 */
export async function rerunDate(ctx: OperatorCtx, day: string) {
  return operatorAction(ctx, 'bonus.rerun', async ({ tx }) => {
    const figures = async () => {
      const [r] = await tx.select({ n: count(), paid: sql<string>`coalesce(sum(${bonusRecords.paid}), 0)::text` }).from(bonusRecords).where(eq(bonusRecords.day, day));
      return { n: Number(r?.n ?? 0), paid: units(r?.paid ?? '0') };
    };
    const [exists] = await tx.select({ day: bonusRuns.day }).from(bonusRuns).where(eq(bonusRuns.day, day));
    if (!exists) throw new AppError('bonus_run_not_found', { date: day });
    const before = await figures();
    const summary = await settleDate(tx, day);
    const after = await figures();
    const [run] = await tx.select().from(bonusRuns).where(eq(bonusRuns.day, day));
    const result = { date: day, replayed: summary.replayed, new_records: after.n - before.n, new_paid: cents(after.paid - before.paid), run: runView(run!, after.n) };
    return { target: { type: 'bonus_run', id: day }, after: { replayed: result.replayed, new_records: result.new_records, new_paid: result.new_paid }, result };
  });
}

async function memberOrFail(db: Db, memberId: string, lock = false): Promise<MemberRow> {
  const m = await memberByPublicId(db, memberId, lock);
  if (!m) throw new AppError('member_not_found');
  return m;
}

/** A member's bonus history for operators: caps, totals (of the period asked) and records (of one kind or all). */
export async function memberBonusHistory(db: Db, q: { member_id: string; kind?: BonusKind; from?: string; to?: string; page: number; limit: number }) {
  const m = await memberOrFail(db, q.member_id);
  const { plan } = await planInForce(db, dateOf(new Date()));
  const [limits, totals, records, main] = await Promise.all([
    bonusLimits(db, m.id, plan),
    bonusTotals(db, m.id, q.from, q.to),
    bonusLogs(db, m.id, q.kind ? [q.kind] : BONUS_KINDS, q),
    publicIdsOf(db, [m.mainMemberId]),
  ]);
  return { member_id: m.memberId, main_member_id: m.mainMemberId === null ? null : main.get(m.mainMemberId) ?? null, limits, totals, records };
}

/**
 * Raises a member's level by hand where the plan allows it: up to the manual limit of the plan in force today
 * (`levels.manualMax`), never down (levels are promotion only; the daily batch keeps the higher). Audited with the
 * level before and after and the reason.
 */
export async function setMemberLevel(ctx: OperatorCtx, input: { member_id: string; level: number; reason: string }) {
  return operatorAction(ctx, 'bonus.level.set', async ({ tx }) => {
    const m = await memberOrFail(tx, input.member_id, true);
    if (!(await placeOf(tx, m.id))) throw new AppError('bonus_not_in_tree');
    const { plan } = await planInForce(tx, dateOf(new Date()));
    const manualMax = plan.levels.manualMax ?? 0;
    if (input.level > manualMax) throw new AppError('bonus_level_over_plan', { max: manualMax });
    const current = (await statsOf(tx, m.id)).level;
    if (input.level <= current) throw new AppError('bonus_level_lower', { level: current });
    const before = await raiseLevel(tx, m.id, input.level);
    return {
      target: { type: 'member', id: m.memberId }, before: { level: before }, after: { level: input.level, reason: input.reason },
      result: { member_id: m.memberId, before, level: input.level },
    };
  });
}

/** Any member's placement subtree (default from the top), `depth` levels down, with each node's member ID and figures. */
export async function treeView(db: Db, q: { member_id?: string; depth: number }) {
  const start = q.member_id ? (await memberOrFail(db, q.member_id)).id : await rootMemberId(db);
  if (start === undefined) throw new AppError('bonus_not_in_tree');
  const nodes = await subtreeOf(db, start, q.depth);
  if (nodes.length === 0) throw new AppError('bonus_not_in_tree');
  const people = new Map((await membersByRowIds(db, nodes.map((n) => n.memberId))).map((m) => [m.id, m]));
  const parents = await publicIdsOf(db, nodes.map((n) => n.parentId));
  const two = (v: string) => cents(units(v));
  return {
    member_id: people.get(start)?.memberId ?? '',
    parent_member_id: nodes[0]!.parentId === null ? null : parents.get(nodes[0]!.parentId) ?? null,
    nodes: nodes.map((n) => {
      const p = people.get(n.memberId);
      return {
        member_id: p?.memberId ?? '', name: p?.name ?? '', parent_member_id: n.parentId === null ? null : parents.get(n.parentId) ?? null,
        side: n.side, depth: n.depth, level: n.level, personal_bv: two(n.personalBv), left_bv: two(n.leftBv), right_bv: two(n.rightBv),
        has_left: n.hasLeft, has_right: n.hasRight, sub_account: p?.mainMemberId != null,
      };
    }),
  };
}
