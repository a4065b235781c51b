import { z } from 'zod';
import { getCall } from '../call.js';
import { UnixSeconds } from '../envelope.js';
import { pageOf } from '../paging.js';
import { text } from './text.js';

// The member's own network (spec §2 "Team", "Team list"; §3 "Team member"; §7 /api/user/binaryTree, /api/user/direct).
// A member reads only their own downline: never above themselves, never another branch.

/** How many levels below the viewed node one tree read returns (the app draws a few at a time). */
export const TREE_LEVELS_MAX = 4;

/** GET /api/user/binaryTree: the window of the tree under `member_id` (default: the caller), `depth` levels deep. */
export const BinaryTreeQuery = z.object({
  member_id: z.string().trim().regex(/^\d{1,32}$/).optional(),
  depth: z.coerce.number().int().min(1).max(TREE_LEVELS_MAX).default(3),
});

/** One member of the team as the tree draws it, with the precomputed figures of the daily settlement. */
export const TeamNode = z.object({
  member_id: z.string(),
  nickname: z.string(),
  /** 0..5 for V0..V5. */
  level: z.number().int(),
  /** The side of its parent it sits on; empty for the viewed node. */
  side: z.enum(['L', 'R', '']),
  /** Member ID of its parent in the placement tree; empty for the viewed node. */
  parent_id: z.string(),
  /** Levels below the viewed node (0 for the viewed node itself). */
  depth: z.number().int(),
  /** Own eligible order volume (BV). */
  personal_bv: z.string(),
  left_bv: z.string(),
  right_bv: z.string(),
  /** Members in each area, and those of them who joined in the last 7 days (as of the last count). */
  left_count: z.number().int(),
  right_count: z.number().int(),
  left_new: z.number().int(),
  right_new: z.number().int(),
  /** Whether the node has someone below it on that side (the app offers to go down). */
  has_left: z.boolean(),
  has_right: z.boolean(),
  join_time: UnixSeconds,
});
export type TeamNode = z.infer<typeof TeamNode>;

export const BinaryTreeData = z.object({
  /** The viewed node and its descendants, `levels` deep, top first then by depth. */
  nodes: z.array(TeamNode),
  /** True when the viewed node is the caller: the top of what they may see ("go up" stops here). */
  is_top: z.boolean(),
  /** Member ID of the node one level up, when going up stays within the caller's downline; empty at the top. */
  up_id: z.string(),
});
export type BinaryTreeData = z.infer<typeof BinaryTreeData>;

/** GET /api/user/direct: the caller's direct referrals, newest first, optionally matching a member ID or name. */
export const DirectQuery = z.object({
  keyword: text({ max: 40 }).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** One direct referral (spec §3 "Team member"). */
export const DirectMember = z.object({
  member_id: z.string(),
  nickname: z.string(),
  level: z.number().int(),
  /** Every bonus paid to them (reversals netted out). */
  income: z.string(),
  /** Their own eligible order volume (BV): personal achievement. */
  order_amount: z.string(),
  /** The eligible order volume of their own direct referrals. */
  direct_performance: z.string(),
  /** Their level's leadership rate in the plan, as a fraction ("0.03" is 3%). */
  bonus_ratio: z.string(),
  join_time: UnixSeconds,
});
export type DirectMember = z.infer<typeof DirectMember>;
export const DirectData = pageOf(DirectMember);

/** What one level needs, every figure as in the plan (stepwise: a level also needs everything the one below needs). */
export const LevelRequirement = z.object({
  level: z.number().int(),
  /** Own eligible BV (V1). */
  personal_bv: z.string(),
  /** Active direct referrals (V2). */
  active_directs: z.number().int(),
  /** Weak-leg BV: the smaller of the two areas' volumes (V2 and up). */
  weak_leg: z.string(),
  /** Direct referrals at `directs_level` or above (V3 and up). */
  directs: z.number().int(),
  directs_level: z.number().int(),
  /** What the level pays: referral rate, 见点 layers per active direct, level-difference rate, equal-level rates, a leader pool share, the dividend fund cap. */
  referral_rate: z.string(),
  sales_rate: z.string(),
  sales_layers_per_direct: z.number().int(),
  sales_layers_max: z.number().int(),
  leadership_rate: z.string(),
  equal_level_rates: z.array(z.string()),
  leader_pool: z.boolean(),
  dividend_fund_cap: z.string(),
});
export type LevelRequirement = z.infer<typeof LevelRequirement>;

/** GET /api/user/memberLevels: the plan's levels and where the caller stands. */
export const MemberLevelsData = z.object({
  level: z.number().int(),
  levels: z.array(LevelRequirement),
  /** The plan's "active": own BV in the last `active_days` days at least `active_bv`. */
  active_bv: z.string(),
  active_days: z.number().int(),
  progress: z.object({
    personal_bv: z.string(),
    active_directs: z.number().int(),
    weak_leg: z.string(),
    /** Direct referrals at each level V0..V5. */
    directs_by_level: z.array(z.number().int()),
  }),
});
export type MemberLevelsData = z.infer<typeof MemberLevelsData>;

/** /api/user/binaryTree, /api/user/direct and /api/user/memberLevels. */
export const userTeamCalls = {
  binaryTree: getCall({ path: '/api/user/binaryTree', access: 'member', query: BinaryTreeQuery, data: BinaryTreeData, summary: 'A window of the caller\'s own downline in the binary tree, a few levels from a node of it' }),
  direct: getCall({ path: '/api/user/direct', access: 'member', query: DirectQuery, data: DirectData, summary: 'The caller\'s direct referrals with their figures, paged and searchable' }),
  memberLevels: getCall({ path: '/api/user/memberLevels', access: 'member', data: MemberLevelsData, summary: 'The plan\'s levels, what each needs and pays, and the caller\'s progress' }),
};
