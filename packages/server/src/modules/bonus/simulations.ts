import { eq } from 'drizzle-orm';
import type { BonusPlan } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { toSeconds } from '../../lib/time.js';
import { operatorAction, type OperatorCtx } from '../admin/index.js';
import { enqueue, type JobRunner } from '../jobs/index.js';
import { dateOf } from './eligibility.js';
import type { Plan } from './plan.js';
import { checkPlan } from './plan-check.js';
import { simulatePlan, type Simulation } from './simulate.js';
import { bonusSimulations } from './tables.js';

/** The longest period one simulation replays. */
export const SIMULATION_MAX_DAYS = 366;
const JOB = 'bonus.simulate';

type Row = typeof bonusSimulations.$inferSelect;

function view(r: Row) {
  return {
    id: r.id, from: r.fromDay, to: r.toDay, state: r.state, days_done: r.daysDone, days: r.days, plan: r.plan as BonusPlan,
    result: (r.result as Simulation | null) ?? null, error: r.error, created_by: r.createdBy, created_time: toSeconds(r.createdAt),
  };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * Asks for a simulation of a proposed plan over a past period (ending yesterday at the latest): checks the plan in full
 * and the period, stores the request and queues the job that replays it; the answer comes at once, the result later.
 * Audited (an operator's write, and the proposal is worth keeping).
 */
export async function startSimulation(ctx: OperatorCtx, input: { from: string; to: string; plan: BonusPlan }, now = new Date()) {
  checkPlan(input.plan as Plan);
  const days = daysBetween(input.from, input.to);
  if (input.from > input.to || input.to >= dateOf(now) || days > SIMULATION_MAX_DAYS) throw new AppError('bonus_period_invalid', { max: SIMULATION_MAX_DAYS });
  return operatorAction(ctx, 'bonus.simulate', async ({ tx }) => {
    const [row] = await tx.insert(bonusSimulations).values({ fromDay: input.from, toDay: input.to, plan: input.plan, days, createdBy: ctx.operator.username }).returning();
    await enqueue(tx, JOB, { id: row!.id }, { maxAttempts: 2 });
    return { target: { type: 'bonus_simulation', id: row!.id }, after: { from: input.from, to: input.to, plan: input.plan }, result: view(row!) };
  });
}

/** A simulation with its progress and, once done, its result. */
export async function simulationDetail(db: Db, id: number) {
  const [row] = await db.select().from(bonusSimulations).where(eq(bonusSimulations.id, id));
  if (!row) throw new AppError('bonus_simulation_not_found');
  return view(row);
}

/**
 * Replays a stored request with the simulator (reads only), writing its progress every few days and its result. A
 * finished one is left alone (a job may run twice); a replay that throws is marked failed with the reason.
 */
export async function runSimulation(db: Db, id: number): Promise<void> {
  const [row] = await db.select().from(bonusSimulations).where(eq(bonusSimulations.id, id));
  if (!row || row.state === 'done' || row.state === 'failed') return;
  await db.update(bonusSimulations).set({ state: 'running', daysDone: 0 }).where(eq(bonusSimulations.id, id));
  const every = Math.max(1, Math.floor(row.days / 20));
  try {
    const result = await simulatePlan(db, row.plan as Plan, row.fromDay, row.toDay, async (done) => {
      if (done % every === 0 && done < row.days) await db.update(bonusSimulations).set({ daysDone: done }).where(eq(bonusSimulations.id, id));
    });
    await db.update(bonusSimulations).set({ state: 'done', daysDone: row.days, result, finishedAt: new Date() }).where(eq(bonusSimulations.id, id));
  } catch (err) {
    await db.update(bonusSimulations).set({ state: 'failed', error: err instanceof Error ? err.message : String(err), finishedAt: new Date() })
      .where(eq(bonusSimulations.id, id));
  }
}

/** Registers the job that runs simulations. */
export function registerSimulationJob(runner: JobRunner): void {
  runner.define<{ id: number }>(JOB, { handler: async (p, ctx) => { await runSimulation(ctx.db, p.id); } });
}
