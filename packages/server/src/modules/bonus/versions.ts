import { desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { dateOf } from './eligibility.js';
import { DEFAULT_PLAN, type Plan } from './plan.js';
import { checkPlan } from './plan-check.js';
import { bonusPlans } from './tables.js';

/** A stored version of the plan. */
export type PlanVersion = typeof bonusPlans.$inferSelect & { plan: Plan };

/**
 * The plan in force on `day`: the version with the latest start on or before it. Version 1 (the default plan) starts
 * in 2000, so every date has one; `version` is null only on a database without the table's first row.
 */
export async function planInForce(db: Db, day: string): Promise<{ version: number | null; plan: Plan }> {
  const [row] = await db.select({ version: bonusPlans.version, plan: bonusPlans.plan }).from(bonusPlans)
    .where(lte(bonusPlans.effectiveFrom, day)).orderBy(desc(bonusPlans.effectiveFrom)).limit(1);
  return row ? { version: row.version, plan: row.plan as Plan } : { version: null, plan: DEFAULT_PLAN };
}

/** Every version, newest start first. */
export async function planVersions(db: Db): Promise<PlanVersion[]> {
  return await db.select().from(bonusPlans).orderBy(desc(bonusPlans.effectiveFrom)) as PlanVersion[];
}

/**
 * Adds a version applying from `from` (tomorrow or later, UTC, so no run already paid ever changes plan), after
 * checking the whole plan. Versions are numbered in the order they are written; the table is locked for the check and
 * the insert, so two operators saving at once get consecutive numbers, and a date takes one version only.
 */
export async function addPlanVersion(tx: Db, input: { from: string; plan: Plan; note: string; by: string }, now = new Date()): Promise<PlanVersion> {
  checkPlan(input.plan);
  const earliest = dateOf(now, 1);
  if (input.from < earliest) throw new AppError('bonus_plan_from_past', { min: earliest });
  await tx.execute(sql`lock table ${bonusPlans} in exclusive mode`);
  const [taken] = await tx.select({ v: bonusPlans.version }).from(bonusPlans).where(eq(bonusPlans.effectiveFrom, input.from));
  if (taken) throw new AppError('bonus_plan_date_taken', { date: input.from });
  const [last] = await tx.select({ v: sql<number>`coalesce(max(${bonusPlans.version}), 0)::int` }).from(bonusPlans);
  const [row] = await tx.insert(bonusPlans).values({
    version: Number(last?.v ?? 0) + 1, effectiveFrom: input.from, plan: input.plan, note: input.note, createdBy: input.by,
  }).returning();
  return row as PlanVersion;
}
