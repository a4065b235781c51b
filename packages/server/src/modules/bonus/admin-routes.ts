import { adminBonusCalls } from '@onego/contract';
import { handle, type CallRoute } from '../../http/calls.js';
import { createPlanVersion, listPlanVersions, memberBonusHistory, rerunDate, setMemberLevel, settlementCalendar, treeView } from './operator.js';
import { simulationDetail, startSimulation } from './simulations.js';

/** The back office's bonus calls: plan versions, the settlement calendar and rerun, a member's bonuses and level, the tree, the simulator. */
export function adminBonusRoutes(): CallRoute[] {
  return [
    handle(adminBonusCalls.plans, ({ ctx }) => listPlanVersions(ctx.db)),
    handle(adminBonusCalls.createPlan, ({ ctx, body }) => createPlanVersion(ctx, body)),
    handle(adminBonusCalls.runs, ({ ctx, query }) => settlementCalendar(ctx.db, query)),
    handle(adminBonusCalls.rerun, ({ ctx, body }) => rerunDate(ctx, body.date)),
    handle(adminBonusCalls.member, ({ ctx, query }) => memberBonusHistory(ctx.db, query)),
    handle(adminBonusCalls.setLevel, ({ ctx, body }) => setMemberLevel(ctx, body)),
    handle(adminBonusCalls.tree, ({ ctx, query }) => treeView(ctx.db, query)),
    handle(adminBonusCalls.simulate, ({ ctx, body }) => startSimulation(ctx, body)),
    handle(adminBonusCalls.simulation, ({ ctx, query }) => simulationDetail(ctx.db, query.id)),
  ];
}
