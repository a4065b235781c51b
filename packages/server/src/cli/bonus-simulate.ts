import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { compilePlan, DEFAULT_PLAN, simulatePlan, type Plan, type Simulation } from '../modules/bonus/index.js';

const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD');
const SimulateInput = z.object({ from: DateText, to: DateText }).refine((v) => v.from <= v.to, 'the period ends before it starts');

/** The plan a command was given: `base` (the version in force, else the default), with the fields of a JSON file (same shape) laid over it. */
export function planFrom(file: string | undefined, base: Plan = DEFAULT_PLAN): Plan {
  if (!file) return base;
  const given = JSON.parse(readFileSync(file, 'utf8')) as Partial<Plan>;
  const plan = { ...base, ...given } as Plan;
  compilePlan(plan); // throws with the field at fault
  return plan;
}

/** Checks the options of `bonus:simulate`; an error message or the parsed period. */
export function simulateInput(values: { from?: string; to?: string }): { from: string; to: string } | string {
  const parsed = SimulateInput.safeParse(values);
  return parsed.success ? parsed.data : parsed.error.issues.map((i) => `--${i.path.join('.') || 'to'}: ${i.message}`).join('; ');
}

/** Runs the simulator and describes it as lines of text. */
export async function describeSimulation(db: Db, plan: Plan, from: string, to: string): Promise<{ text: string; result: Simulation }> {
  const r = await simulatePlan(db, plan, from, to);
  const kinds = Object.keys(r.simulated.perKind);
  const lines = [
    `Period ${r.from} .. ${r.to} (${r.days} days): ${r.orders} eligible orders, sales (BV) ${r.sales}.`,
    `${'kind'.padEnd(14)}${'simulated'.padStart(16)}${'actually paid'.padStart(16)}`,
    ...kinds.map((k) => `${k.padEnd(14)}${r.simulated.perKind[k]!.padStart(16)}${(r.actual.perKind[k] ?? '0.00').padStart(16)}`),
    `${'total'.padEnd(14)}${r.simulated.total.padStart(16)}${r.actual.total.padStart(16)}`,
    `${'ratio to sales'.padEnd(14)}${r.simulated.ratioToSales.padStart(16)}${r.actual.ratioToSales.padStart(16)}`,
    `per level (simulated): ${Object.entries(r.simulated.perLevel).map(([l, v]) => `${l} ${v}`).join(', ') || '-'}`,
    r.simulated.guardScaledDays > 0 ? `The solvency guard scaled ${r.simulated.guardScaledDays} day(s) down.` : 'The solvency guard cut nothing.',
  ];
  return { text: lines.join('\n'), result: r };
}
