import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { operatorSessions } from './tables.js';

/** How long an operator session lives, from sign-in; it does not slide. */
export const OPERATOR_SESSION_HOURS = 12;

/** Opens a session for an operator and returns the token; only its hash is stored. */
export async function openOperatorSession(db: Db, operatorId: number, ip: string): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(operatorSessions).values({
    tokenHash: hash,
    operatorId,
    expiresAt: new Date(Date.now() + OPERATOR_SESSION_HOURS * 3_600_000),
    ip,
  });
  return token;
}

export type OperatorSessionLookup = { state: 'unknown' } | { state: 'ended' } | { state: 'live'; operatorId: number; sessionId: number };

/** Finds the session of an admin token. */
export async function lookupOperatorSession(db: Db, token: string): Promise<OperatorSessionLookup> {
  const [row] = await db.select().from(operatorSessions).where(eq(operatorSessions.tokenHash, sha256(token))).limit(1);
  if (!row) return { state: 'unknown' };
  if (row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { state: 'ended' };
  return { state: 'live', operatorId: row.operatorId, sessionId: row.id };
}

/** Revokes one operator session. */
export async function revokeOperatorSession(db: Db, sessionId: number): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

/** Revokes every session of an operator, optionally keeping one (the caller's own). */
export async function revokeOperatorSessions(db: Db, operatorId: number, keepSessionId?: number): Promise<void> {
  const live = and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt));
  await db.update(operatorSessions).set({ revokedAt: new Date() })
    .where(keepSessionId === undefined ? live : and(live, ne(operatorSessions.id, keepSessionId)));
}
