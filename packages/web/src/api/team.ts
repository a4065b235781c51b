import { bonusStatementCalls, userBonusCalls, userBonusReportCalls, userTeamCalls, type BonusKind, type CallData } from '@onego/contract';
import { callApi } from './client';

export type BinaryTree = CallData<typeof userTeamCalls.binaryTree>;
export type TreeNode = BinaryTree['nodes'][number];
export type Directs = CallData<typeof userTeamCalls.direct>;
export type MemberLevels = CallData<typeof userTeamCalls.memberLevels>;
export type BonusLogs = CallData<typeof bonusStatementCalls.getReferralBonusLogs>;
export type BonusTotals = CallData<typeof userBonusReportCalls.totalStats>;
export type BonusReport = CallData<typeof userBonusReportCalls.list>;
export type BonusLimit = CallData<typeof userBonusCalls.bonusLimit>;

/**
 * The bonus kinds in the plan's order. Written here rather than imported: the contract's list lives beside its zod
 * schemas, which the member app's pages would otherwise carry. The compiler checks it names every kind.
 */
export const BONUS_KIND_ORDER = ['referral', 'sales', 'leadership', 'equal_level', 'static', 'consumption', 'leader'] as const satisfies readonly BonusKind[];
type Missing = Exclude<BonusKind, (typeof BONUS_KIND_ORDER)[number]>;
const everyKind: Missing extends never ? true : never = true;
void everyKind;

/** The five statements of the spec, in the order the Bonus page shows them. */
export const STATEMENTS = ['referral', 'newSales', 'leadership', 'consumer', 'global'] as const;
export type Statement = (typeof STATEMENTS)[number];
const STATEMENT_CALLS: Record<Statement, (typeof bonusStatementCalls)[keyof typeof bonusStatementCalls]> = {
  referral: bonusStatementCalls.getReferralBonusLogs,
  newSales: bonusStatementCalls.getNewSalesBonusLogs,
  leadership: bonusStatementCalls.getLeadershipBonusLogs,
  consumer: bonusStatementCalls.getConsumerBonusLogs,
  global: bonusStatementCalls.getGlobalBonusLogs,
};

export const fetchBinaryTree = (memberId: string | undefined, levels = 3) =>
  callApi(userTeamCalls.binaryTree, memberId ? { member_id: memberId, depth: levels } : { depth: levels });
export const fetchDirects = (q: { keyword?: string; page: number; limit?: number }) =>
  callApi(userTeamCalls.direct, { page: q.page, limit: q.limit ?? 20, ...(q.keyword ? { keyword: q.keyword } : {}) });
export const fetchMemberLevels = () => callApi(userTeamCalls.memberLevels);
export const fetchBonusLogs = (statement: Statement, q: { page: number; from?: string; to?: string }) =>
  callApi(STATEMENT_CALLS[statement], { page: q.page, limit: 20, ...(q.from ? { from: q.from } : {}), ...(q.to ? { to: q.to } : {}) });
export const fetchBonusTotals = () => callApi(userBonusReportCalls.totalStats);
export const fetchBonusToday = () => callApi(userBonusReportCalls.getTodayStats);
export const fetchBonusReport = () => callApi(userBonusReportCalls.list, {});
export const fetchBonusLimit = () => callApi(userBonusCalls.bonusLimit);
