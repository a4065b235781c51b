import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/** Members: identity and codes. The tree lives in network_nodes; passwords live with the person, in credentials. */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    name: text('name').notNull(),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    email: text('email').notNull(),
    areaCode: text('area_code').notNull(),
    mobile: text('mobile').notNull(),
    nationality: text('nationality').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    inviteCode: text('invite_code').notNull(),
    leftNodeCode: text('left_node_code').notNull(),
    rightNodeCode: text('right_node_code').notNull(),
    level: integer('level').notNull().default(0),
    status: text('status', { enum: ['active', 'disabled', 'cancelled'] }).notNull().default('active'),
    joinTime: ts('join_time').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    cancelledAt: ts('cancelled_at'),
    /** Set on sub-accounts: the main account they belong to (same person, own place in the tree). */
    mainMemberId: bigint('main_member_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('members_member_id_uq').on(t.memberId),
    uniqueIndex('members_invite_code_uq').on(t.inviteCode),
    uniqueIndex('members_left_node_code_uq').on(t.leftNodeCode),
    uniqueIndex('members_right_node_code_uq').on(t.rightNodeCode),
    // Cancelled accounts free their email and mobile for a new registration; sub-accounts share their main's.
    uniqueIndex('members_email_uq').on(t.email).where(sql`status <> 'cancelled' and main_member_id is null`),
    uniqueIndex('members_mobile_uq').on(t.areaCode, t.mobile).where(sql`status <> 'cancelled' and main_member_id is null`),
    index('members_main_idx').on(t.mainMemberId),
    index('members_name_idx').on(t.name),
    // Newest members first (the back office's members and wallets lists) without sorting every member.
    index('members_join_idx').on(t.joinTime, t.id),
  ],
);

/**
 * The secrets of a person: one login password and one payment password for a main account and all its
 * sub-accounts, keyed by the main account (the person). Sub-accounts have no row of their own, so no copy of an old
 * password can outlive a change.
 */
export const credentials = pgTable('credentials', {
  personId: bigint('person_id', { mode: 'number' }).primaryKey().references(() => members.id),
  passwordHash: text('password_hash').notNull(),
  payPasswordHash: text('pay_password_hash'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Member sessions: only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_member_idx').on(t.memberId)],
);
