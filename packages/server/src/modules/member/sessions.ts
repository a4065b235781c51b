import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { credentials, members, sessions } from './tables.js';
import type { MemberRow } from './userinfo.js';

/** How long a member session lives without use. */
export const SESSION_DAYS = 30;
// Refreshing last-seen on every call would turn reads into writes; once every few minutes is enough.
const TOUCH_AFTER_MS = 5 * 60_000;

/** Opens a session for a member and returns the token to hand to the client. */
export async function openSession(db: Db, memberId: number, ip: string, userAgent: string): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(sessions).values({
    tokenHash: hash,
    memberId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
    ip,
    userAgent,
  });
  return token;
}

export type SessionLookup =
  | { state: 'unknown' }
  | { state: 'ended' }
  // The payment PIN's hash comes along so a payment can compare the PIN without reading it again (ADR 0010). It stays
  // on the server: nothing answers it.
  | { state: 'live'; member: MemberRow; sessionId: number; payPasswordHash: string | null };

// Every signed-in call starts here: the query is built once per database handle and prepared once per connection,
// instead of being rebuilt and planned on each request.
const sessionQuery = preparedPer((db: Db) => db.select({
  session: sessions, member: members, payPasswordHash: credentials.payPasswordHash,
}).from(sessions)
  .innerJoin(members, eq(members.id, sessions.memberId))
  .leftJoin(credentials, eq(credentials.personId, sql`coalesce(${members.mainMemberId}, ${members.id})`))
  .where(eq(sessions.tokenHash, sql.placeholder('hash'))).limit(1)
  .prepare('session_lookup'));

/** Finds the session of a token with its member, in one query: unknown (never issued or tampered), ended (expired or revoked) or live. */
export async function lookupSession(db: Db, token: string): Promise<SessionLookup> {
  const [hit] = await sessionQuery(db).execute({ hash: sha256(token) });
  if (!hit) return { state: 'unknown' };
  const row = hit.session;
  const now = Date.now();
  if (row.revokedAt || row.expiresAt.getTime() <= now) return { state: 'ended' };
  if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    // Sliding expiry: a member who keeps using the app stays logged in.
    await db.update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + SESSION_DAYS * 86_400_000) })
      .where(eq(sessions.id, row.id));
  }
  return { state: 'live', member: hit.member, sessionId: row.id, payPasswordHash: hit.payPasswordHash ?? null };
}

/** Revokes one session. */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Revokes every session of a person: their main account and all its sub-accounts (credentials and sessions belong to
 * the person), optionally keeping one (the caller's own).
 */
export async function revokePersonSessions(db: Db, personId: number, keepSessionId?: number): Promise<void> {
  const accounts = db.select({ id: members.id }).from(members).where(or(eq(members.id, personId), eq(members.mainMemberId, personId)));
  const live = and(inArray(sessions.memberId, accounts), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: new Date() })
    .where(keepSessionId === undefined ? live : and(live, ne(sessions.id, keepSessionId)));
}

/** Revokes every session of one account (an operator disabling just that account). */
export async function revokeMemberSessions(db: Db, memberId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}
