import { bigint, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { amount, ts } from '../../db/columns.js';
import { members } from '../member/tables.js';

/**
 * The binary placement tree and the sponsor link, one row per member.
 * A "spine" is a maximal run of left (or right) children; every node keeps the top of its two spines,
 * and each top keeps its spine's lowest node, so the outermost free position below any node is one lookup.
 */
export const networkNodes = pgTable(
  'network_nodes',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey().references(() => members.id),
    sponsorId: bigint('sponsor_id', { mode: 'number' }).references(() => members.id),
    parentId: bigint('parent_id', { mode: 'number' }).references(() => members.id),
    side: text('side', { enum: ['L', 'R'] }),
    depth: integer('depth').notNull(),
    leftChildId: bigint('left_child_id', { mode: 'number' }),
    rightChildId: bigint('right_child_id', { mode: 'number' }),
    leftSpineTop: bigint('left_spine_top', { mode: 'number' }).notNull(),
    rightSpineTop: bigint('right_spine_top', { mode: 'number' }).notNull(),
    leftSpineEnd: bigint('left_spine_end', { mode: 'number' }).notNull(),
    rightSpineEnd: bigint('right_spine_end', { mode: 'number' }).notNull(),
    /** When the member took the position (the team counts' "new this week"). */
    placedAt: ts('placed_at').notNull().defaultNow(),
  },
  (t) => [index('network_nodes_parent_idx').on(t.parentId), index('network_nodes_sponsor_idx').on(t.sponsorId)],
);

/**
 * Each member's precomputed figures, written by the daily batch only (applyDay): cumulative eligible own BV (P), left
 * and right leg volumes, the current month's leg volumes, and the level (promotion only). Screens read these.
 */
export const networkStats = pgTable('network_stats', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey().references(() => members.id),
  personalBv: amount('personal_bv').notNull().default('0'),
  leftBv: amount('left_bv').notNull().default('0'),
  rightBv: amount('right_bv').notNull().default('0'),
  /** The month ('YYYY-MM') the month volumes belong to; another month reads as zero. */
  month: text('month').notNull().default(''),
  monthLeftBv: amount('month_left_bv').notNull().default('0'),
  monthRightBv: amount('month_right_bv').notNull().default('0'),
  level: smallint('level').notNull().default(0),
  updatedOn: date('updated_on', { mode: 'string' }),
});

/** Own eligible BV per member and day (negative for a reversal): the active window sums the last days of it. */
export const networkVolumeDays = pgTable('network_volume_days', {
  memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
  day: date('day', { mode: 'string' }).notNull(),
  bv: amount('bv').notNull(),
}, (t) => [primaryKey({ columns: [t.memberId, t.day] }), index('network_volume_days_day_idx').on(t.day)]);

/**
 * Each member's team head counts per area, and how many of them took their place in the last 7 days, as of the last
 * count (`countTeams`, an hourly job: one pass over the tree, deepest first). Only rows that changed are written.
 */
export const networkTeamCounts = pgTable('network_team_counts', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey().references(() => members.id),
  leftCount: integer('left_count').notNull().default(0),
  rightCount: integer('right_count').notNull().default(0),
  leftNew: integer('left_new').notNull().default(0),
  rightNew: integer('right_new').notNull().default(0),
});
