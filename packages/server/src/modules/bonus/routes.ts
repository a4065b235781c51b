import { BONUS_STATEMENTS, bonusStatementCalls, userBonusCalls, userBonusReportCalls } from '@onego/contract';
import { handle, type CallRoute } from '../../http/calls.js';
import { dateOf } from './eligibility.js';
import { planInForce } from './versions.js';
import { bonusLimits, bonusLogs, bonusReport, bonusTotals } from './reads.js';

/** A member's bonus statements, income report and caps: reads of precomputed records only. */
export function bonusRoutes(): CallRoute[] {
  const statement = (call: (typeof bonusStatementCalls)[keyof typeof bonusStatementCalls], kinds: keyof typeof BONUS_STATEMENTS) =>
    handle(call, ({ ctx: { db }, me: { member }, query }) => bonusLogs(db, member.id, BONUS_STATEMENTS[kinds], query));
  return [
    statement(bonusStatementCalls.getConsumerBonusLogs, 'consumer'),
    statement(bonusStatementCalls.getGlobalBonusLogs, 'global'),
    statement(bonusStatementCalls.getLeadershipBonusLogs, 'leadership'),
    statement(bonusStatementCalls.getNewSalesBonusLogs, 'newSales'),
    statement(bonusStatementCalls.getReferralBonusLogs, 'referral'),
    handle(userBonusReportCalls.list, ({ ctx: { db }, me: { member }, query }) => bonusReport(db, member.id, query)),
    handle(userBonusReportCalls.totalStats, ({ ctx: { db }, me: { member } }) => bonusTotals(db, member.id)),
    handle(userBonusReportCalls.getTodayStats, ({ ctx: { db }, me: { member } }) => { const today = dateOf(new Date()); return bonusTotals(db, member.id, today, today); }),
    handle(userBonusCalls.bonusLimit, async ({ ctx: { db }, me: { member } }) => bonusLimits(db, member.id, (await planInForce(db, dateOf(new Date()))).plan)),
  ];
}
