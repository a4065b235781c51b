import type { FastifyRequest } from 'fastify';
import { forgetRecentSession, lookupSession, recentSession, type MemberRow, type SessionToConfirm } from '../modules/member/index.js';
import { sessionEnded, unauthorized } from './errors.js';

export interface AuthedMember {
  member: MemberRow;
  sessionId: number;
  /** Whether the person has set a payment password (shown in the member's info). */
  payPasswordSet: boolean;
  /** The payment PIN's hash as the session lookup read it, for money calls to check the PIN without reading it again. */
  payPasswordHash: string | null;
  /**
   * Set when the caller comes from a recent lookup rather than one made for this request: the handler's own database
   * call must confirm the session (routes served with `confirmsSession`).
   */
  unconfirmed?: SessionToConfirm;
}

function tokenOf(req: FastifyRequest): string | undefined {
  const raw = req.headers['token'];
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return token && token.length <= 200 ? token : undefined;
}

/** The calling member: 401 when the token is missing or unknown, 303 when the session or the account has ended. */
export async function authMember(req: FastifyRequest): Promise<AuthedMember> {
  const token = tokenOf(req);
  if (!token) throw unauthorized();
  const db = req.server.deps.database.db;
  const found = await lookupSession(db, token);
  if (found.state === 'unknown') throw unauthorized();
  if (found.state === 'ended') throw sessionEnded();
  if (found.member.status !== 'active') throw sessionEnded();
  return authedOf(found);
}

/** The caller a live session names; `unconfirmed` when it came from a recent lookup. */
function authedOf(live: { member: MemberRow; sessionId: number; payPasswordHash: string | null }, unconfirmed?: SessionToConfirm): AuthedMember {
  return { member: live.member, sessionId: live.sessionId, payPasswordSet: live.payPasswordHash !== null, payPasswordHash: live.payPasswordHash, unconfirmed };
}

/**
 * The calling member as a recent lookup found them, for a handler that confirms the session in its own database call;
 * a full lookup (as `authMember`) when there was none lately.
 */
export async function recentMember(req: FastifyRequest): Promise<AuthedMember> {
  const token = tokenOf(req);
  const hit = token ? recentSession(token) : undefined;
  if (!hit) return authMember(req);
  return authedOf(hit, hit.confirm);
}

/** The calling member after the handler's database call refused a recent lookup's session: a full lookup, forgetting the hint. */
export function confirmedMember(req: FastifyRequest): Promise<AuthedMember> {
  const token = tokenOf(req);
  if (token) forgetRecentSession(token);
  return authMember(req);
}

/** No token: a guest (undefined). A token: it must be live, as on member-only calls (401 / 303 otherwise). */
export async function memberIfToken(req: FastifyRequest): Promise<AuthedMember | undefined> {
  return tokenOf(req) ? authMember(req) : undefined;
}
