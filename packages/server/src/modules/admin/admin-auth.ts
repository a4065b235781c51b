import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ctxOf, type Ctx } from '../../http/context.js';
import { sessionEnded, unauthorized } from '../../http/errors.js';
import { lookupOperatorSession } from './operator-sessions.js';
import type { OperatorRow } from './operators.js';
import { ensure, type Permission } from './permissions.js';
import { operators } from './tables.js';

/** The context of a back-office use case: the request's context plus the calling operator. */
export interface AdminCtx extends Ctx {
  operator: OperatorRow;
  sessionId: number;
}

/** The header that carries an operator's session, separate from the members' `token`. */
export const ADMIN_TOKEN_HEADER = 'admin-token';

function adminTokenOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[ADMIN_TOKEN_HEADER];
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return token && token.length <= 200 ? token : undefined;
}

/**
 * The request guard of every back-office call: HTTP 401 without a known token, code 303 when the session
 * or the account has ended, HTTP 403 when the operator's role may not perform `action`.
 */
export async function authOperator(req: FastifyRequest, action?: Permission): Promise<AdminCtx> {
  const token = adminTokenOf(req);
  if (!token) throw unauthorized();
  const ctx = ctxOf(req);
  const found = await lookupOperatorSession(ctx.db, token);
  if (found.state === 'unknown') throw unauthorized();
  if (found.state === 'ended') throw sessionEnded();
  const [operator] = await ctx.db.select().from(operators).where(eq(operators.id, found.operatorId)).limit(1);
  if (!operator || operator.status !== 'active') throw sessionEnded();
  if (action) ensure(operator.role, action);
  return { ...ctx, operator, sessionId: found.sessionId };
}
