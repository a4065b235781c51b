import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('network_nodes_parent_idx').on(t.parentId), index('network_nodes_sponsor_idx').on(t.sponsorId)],
);
