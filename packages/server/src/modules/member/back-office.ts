import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { MemberStatus } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { applyTransition, type Actor } from '../../lib/state-machine/index.js';
import { MEMBER_LIFECYCLE } from './lifecycle.js';
import { revokeMemberSessions } from './sessions.js';
import { loginLockedUntil, personIdOf, setLoginPassword } from './credentials.js';
import { members } from './tables.js';
import type { MemberRow } from './userinfo.js';

// What the back office reads and changes of members, owned here so that no other module touches the members table.

/**
 * Internal member id → public member ID, as a read-only subquery other modules join on `memberCodes.id` (and may
 * filter on `memberCodes.memberId`) inside their own query: lists that show whose row it is stay one query, and the
 * members table stays this module's. PostgreSQL flattens it into a plain join.
 */
export const memberCodes = new QueryBuilder().select({
  id: sql<number>`${members.id}`.mapWith(Number).as('code_member_row_id'),
  memberId: sql<string>`${members.memberId}`.as('code_member_id'),
}).from(members).as('member_codes');

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members, newest first: `q` matches the start of the member ID, mobile or email, or any part of the name. */
export async function findMembers(db: Db, f: { q?: string; status?: MemberStatus; account?: 'main' | 'sub'; page: number; limit: number }): Promise<{ rows: MemberRow[]; total: number }> {
  const conds: SQL[] = [];
  if (f.q) {
    const q = escapeLike(f.q);
    conds.push(or(
      ilike(members.memberId, `${q}%`),
      ilike(members.mobile, `${q}%`),
      ilike(members.email, `${q}%`),
      ilike(members.name, `%${q}%`),
    )!);
  }
  if (f.status) conds.push(eq(members.status, f.status));
  if (f.account) conds.push(f.account === 'main' ? isNull(members.mainMemberId) : isNotNull(members.mainMemberId));
  const where = conds.length ? and(...conds) : undefined;
  const [total] = await db.select({ n: count() }).from(members).where(where);
  const rows = await db.select().from(members).where(where)
    .orderBy(desc(members.joinTime), desc(members.id)).limit(f.limit).offset((f.page - 1) * f.limit);
  return { rows, total: total?.n ?? 0 };
}

/** Members by row id, in the order of `ids` (unknown ids are left out). */
export async function membersByRowIds(db: Db, ids: number[]): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(members).where(inArray(members.id, ids));
  const byId = new Map(rows.map((m) => [m.id, m]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A member by public member ID, its row locked for the rest of the transaction when `lock` is set. */
export async function memberByPublicId(db: Db, memberId: string, lock = false): Promise<MemberRow | undefined> {
  const q = db.select().from(members).where(eq(members.memberId, memberId)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The public member IDs of internal ids (ids without a member are left out), in one query. */
export async function publicIdsOf(db: Db, ids: Array<number | null | undefined>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((v): v is number => typeof v === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: members.id, memberId: members.memberId }).from(members).where(inArray(members.id, wanted));
  return new Map(rows.map((r) => [r.id, r.memberId]));
}

/** When the login lock of the person the member belongs to opens again, or null. */
export function memberLockedUntil(db: Db, m: Pick<MemberRow, 'id' | 'mainMemberId'>): Promise<Date | null> {
  return loginLockedUntil(db, personIdOf(m));
}

/**
 * Disables or enables a member through its lifecycle (refused unless it is in the state the action starts from);
 * disabling ends every session of the member. Call in the transaction that audits it.
 */
export async function changeMemberStatus(tx: Db, memberRowId: number, action: 'disable' | 'enable', actor: Actor, reason: string): Promise<void> {
  await applyTransition(tx, MEMBER_LIFECYCLE, action, { id: memberRowId, actor, note: reason });
  if (action === 'disable') await revokeMemberSessions(tx, memberRowId);
}

/**
 * Sets the login password (hashed by the caller) of the person a member account belongs to: every session of the
 * person ends and a login lock is lifted. Answers when the lock would have opened before. Call in the auditing transaction.
 */
export async function resetPersonPassword(tx: Db, m: Pick<MemberRow, 'id' | 'mainMemberId'>, passwordHash: string): Promise<{ lockedBefore: Date | null }> {
  const personId = personIdOf(m);
  const lockedBefore = await loginLockedUntil(tx, personId);
  await setLoginPassword(tx, personId, passwordHash);
  return { lockedBefore };
}
