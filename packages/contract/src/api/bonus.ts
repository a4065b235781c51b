import { z } from 'zod';
import { getCall } from '../call.js';
import { UnixSeconds } from '../envelope.js';
import { pageOf } from '../paging.js';

// A member's bonuses: statements per kind, the income report, and the three caps (spec §2 "Bonus", "Income
// statement", "Mine"; §7 /api/bonus_statement/*, /api/userBonusReport/*, /api/user/UserBonusLimit).

/** The plan's bonus kinds (docs/bonus-plan.md). */
export const BONUS_KINDS = ['referral', 'sales', 'leadership', 'equal_level', 'static', 'consumption', 'leader'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** Which kinds each statement of §7 lists. */
export const BONUS_STATEMENTS = {
  consumer: ['static'],
  global: ['consumption', 'leader'],
  leadership: ['leadership', 'equal_level'],
  newSales: ['sales'],
  referral: ['referral'],
} as const satisfies Record<string, readonly BonusKind[]>;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A statement page, optionally between two dates (inclusive). */
export const BonusLogsQuery = z.object({
  from: Day.optional(),
  to: Day.optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** One bonus record: what was due, what was paid (split over the wallets) and what a cap or the guard cut. */
export const BonusLog = z.object({
  id: z.number().int(),
  kind: z.enum(BONUS_KINDS),
  /** The settlement date. */
  date: Day,
  amount: z.string(),
  due: z.string(),
  forfeited: z.string(),
  balance: z.string(),
  shop_coins: z.string(),
  integral: z.string(),
  /** The rate applied, as a fraction ("0.10" is 10%). */
  ratio: z.string(),
  /** The recipient's level (0..5 for V0..V5) when it was paid. */
  level: z.number().int(),
  order_amount: z.string(),
  /** Member ID of the buyer whose order caused it; empty for the daily kinds. */
  subordinate_id: z.string(),
  /** A negative record taking back a bonus of a refunded order. */
  reversal: z.boolean(),
  time: UnixSeconds,
});
export type BonusLog = z.infer<typeof BonusLog>;
export const BonusLogsData = pageOf(BonusLog);

/** Paid per kind (decimal strings), with the sum. */
export const BonusTotals = z.object({ total: z.string(), ...Object.fromEntries(BONUS_KINDS.map((k) => [k, z.string()])) as Record<BonusKind, z.ZodString> });
export type BonusTotals = z.infer<typeof BonusTotals>;

/** The income report's days: from and to default to the last 30 days, today included. */
export const BonusReportQuery = z.object({ from: Day.optional(), to: Day.optional() });
export const BonusReportData = z.object({ list: z.array(BonusTotals.extend({ date: Day })) });

/** The three caps: each its amount, what was received under it and what is left. */
export const BonusLimitData = z.object({
  level: z.number().int(),
  dynamic_cap: z.string(), dynamic_received: z.string(), dynamic_remaining: z.string(),
  consumption_cap: z.string(), consumption_received: z.string(), consumption_remaining: z.string(),
  fund_cap: z.string(), fund_received: z.string(), fund_remaining: z.string(),
});
export type BonusLimitData = z.infer<typeof BonusLimitData>;

const statement = (name: string, summary: string) =>
  getCall({ path: `/api/bonus_statement/${name}`, access: 'member', query: BonusLogsQuery, data: BonusLogsData, summary });

/** Every /api/bonus_statement/* call. */
export const bonusStatementCalls = {
  getConsumerBonusLogs: statement('getConsumerBonusLogs', 'Static income records, newest first'),
  getGlobalBonusLogs: statement('getGlobalBonusLogs', 'Global consumption and global leader bonus records, newest first'),
  getLeadershipBonusLogs: statement('getLeadershipBonusLogs', 'Leadership and equal-level bonus records, newest first'),
  getNewSalesBonusLogs: statement('getNewSalesBonusLogs', 'Sales bonus (见点) records, newest first'),
  getReferralBonusLogs: statement('getReferralBonusLogs', 'Referral bonus records, newest first'),
};

/** Every /api/userBonusReport/* call. */
export const userBonusReportCalls = {
  list: getCall({ path: '/api/userBonusReport/list', access: 'member', query: BonusReportQuery, data: BonusReportData, summary: 'Paid per kind for each day of a period (default the last 30 days)' }),
  totalStats: getCall({ path: '/api/userBonusReport/totalStats', access: 'member', data: BonusTotals, summary: 'Paid per kind since joining' }),
  getTodayStats: getCall({ path: '/api/userBonusReport/getTodayStats', access: 'member', data: BonusTotals, summary: 'Paid per kind by today\'s settlement (UTC)' }),
};

/** /api/user/UserBonusLimit, kept with the other bonus calls. */
export const userBonusCalls = {
  bonusLimit: getCall({ path: '/api/user/UserBonusLimit', access: 'member', data: BonusLimitData, summary: 'The dynamic income, consumption dividend and dividend fund caps, received and remaining' }),
};
