// The back office's calls about the bonus plan: versions, the settlement calendar and rerun, a member's bonuses and
// level, the tree, and the simulator.
import type { z } from 'zod';
import {
  adminBonusCalls as calls, type BonusPlan, type BonusPlanVersion, type BonusRun, type BonusSimulation, type BonusTreeNode, type CallInput,
} from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type Plan = BonusPlan;
export type PlanVersion = z.infer<typeof BonusPlanVersion>;
export type Run = z.infer<typeof BonusRun>;
export type Simulation = z.infer<typeof BonusSimulation>;
export type TreeNode = z.infer<typeof BonusTreeNode>;
export type MemberBonusQuery = CallInput<typeof calls.member>;

export const bonusApi = {
  plans: () => callApi(calls.plans),
  createPlan: (body: CallInput<typeof calls.createPlan>) => callApi(calls.createPlan, body),
  runs: (q: { from?: string; to?: string }) => callApi(calls.runs, q),
  rerun: (date: string) => callApi(calls.rerun, { date }),
  member: (q: MemberBonusQuery) => callApi(calls.member, q),
  setLevel: (body: CallInput<typeof calls.setLevel>) => callApi(calls.setLevel, body),
  tree: (q: { member_id?: string; depth: number }) => callApi(calls.tree, q),
  simulate: (body: CallInput<typeof calls.simulate>) => callApi(calls.simulate, body),
  simulation: (id: number) => callApi(calls.simulation, { id }),
};

/** Fills `{name}` placeholders of a translated text. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** A rate as a percentage for people ("0.035" → "3.5%"), without float noise. */
export function percent(rate: string): string {
  const [whole = '0', frac = ''] = rate.split('.');
  const digits = `${whole}${frac.padEnd(2, '0')}`;
  const int = digits.slice(0, whole.length + 2).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(whole.length + 2).replace(/0+$/, '');
  return `${int}${rest ? `.${rest}` : ''}%`;
}
