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

/** A session a money call confirms inside its own database call (member_session_live) instead of looking it up first. */
export interface SessionToConfirm {
  sessionId: number;
  tokenHash: string;
}

type LiveSession = Extract<SessionLookup, { state: 'live' }>;

// What recent lookups found, by token hash: a hint only. A call that uses one must confirm the session in the same
// database call that does its work (ADR 0010), so a session revoked on any instance, or an account disabled, is refused
// there; the hint saves that call the lookup's round trip. Bounded, and refreshed by a real lookup every few seconds
// (which also slides the session's expiry).
const RECENT_MS = 30_000;
const RECENT_MAX = 10_000;
const recent = new Map<string, { live: LiveSession; until: number }>();

function remember(hash: string, live: LiveSession): void {
  recent.delete(hash);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  recent.set(hash, { live, until: Date.now() + RECENT_MS });
}

/**
 * What a recent lookup of this token found, to be confirmed by the caller's own database call (`confirm`); undefined
 * when there was none lately or it did not find the session live.
 */
export function recentSession(token: string): (LiveSession & { confirm: SessionToConfirm }) | undefined {
  const hash = sha256(token);
  const hit = recent.get(hash);
  if (!hit || hit.until <= Date.now()) return undefined;
  return { ...hit.live, confirm: { sessionId: hit.live.sessionId, tokenHash: hash } };
}

/** A money call's database call refused the session of a recent lookup: the route looks it up for real and runs again. */
export class SessionNotConfirmed extends Error {
  constructor() {
    super('session_not_confirmed');
    this.name = 'SessionNotConfirmed';
  }
}

/** Forgets what a recent lookup found for a token (its confirmation failed: the next call looks it up again). */
export function forgetRecentSession(token: string): void {
  recent.delete(sha256(token));
}

/** Finds the session of a token with its member, in one query: unknown (never issued or tampered), ended (expired or revoked) or live. */
export async function lookupSession(db: Db, token: string): Promise<SessionLookup> {
  const hash = sha256(token);
  const [hit] = await sessionQuery(db).execute({ hash });
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
  const live: LiveSession = { state: 'live', member: hit.member, sessionId: row.id, payPasswordHash: hit.payPasswordHash ?? null };
  if (hit.member.status === 'active') remember(hash, live);
  return live;
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
