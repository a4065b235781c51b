import { bigint, bigserial, index, pgTable, text, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/** Back-office accounts, separate from members. */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['super_admin', 'finance', 'operations'] }).notNull(),
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    // The time step (RFC 6238 counter) of the last code accepted: a code is good once, so only later steps pass.
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastLoginAt: ts('last_login_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_uq').on(t.username)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull().references(() => operators.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip').notNull().default(''),
  },
  (t) => [uniqueIndex('operator_sessions_token_uq').on(t.tokenHash), index('operator_sessions_op_idx').on(t.operatorId)],
);
