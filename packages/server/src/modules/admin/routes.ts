import {
  adminAuditCalls, adminAuthCalls, adminMembersCalls, adminOperatorsCalls, adminOutboxCalls, nowSeconds,
} from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import { answer, handle, type CallRoute } from '../../http/calls.js';
import { message } from '../../http/context.js';
import { listAudit } from '../audit/index.js';
import { adminLogin, changeOwnPassword } from './auth.js';
import { financeRoutes } from './finance/routes.js';
import { memberDetail, resetMemberPassword, searchMembers, setMemberStatus } from './members.js';
import { revokeOperatorSession } from './operator-sessions.js';
import { addOperator, listOperators, setOperatorStatus } from './operators-admin.js';
import { listOutbox } from '../mail/index.js';
import { permissionsOf } from './permissions.js';
import { disableTotp, enableTotp, setupTotp } from './totp.js';
import { toOperator } from './view.js';

/** The back-office API under /admin-api: operator sign-in, members, audit log, mail outbox, operators, finance. */
export function adminRoutes(app: FastifyInstance): CallRoute[] {
  const auth = adminAuthCalls;
  return [
    handle(auth.login, async ({ req, ctx, body }) => {
      const result = await adminLogin(ctx, body);
      if (result.kind === 'totp_required') {
        return answer({ code: 0, msg: message(req.lang, 'totp_required'), time: nowSeconds(), data: { totp_required: true as const } });
      }
      return { token: result.token, operator: result.operator };
    }),
    handle(auth.logout, async ({ ctx }) => {
      await revokeOperatorSession(ctx.db, ctx.sessionId);
      return null;
    }),
    handle(auth.me, async ({ ctx }) => ({ operator: toOperator(ctx.operator), permissions: permissionsOf(ctx.operator.role) })),
    handle(auth.password, async ({ ctx, body }) => {
      await changeOwnPassword(ctx, body);
      return null;
    }),
    handle(auth.totpSetup, ({ ctx }) => setupTotp(ctx)),
    handle(auth.totpEnable, async ({ ctx, body }) => {
      await enableTotp(ctx, body.totp);
      return null;
    }),
    handle(auth.totpDisable, async ({ ctx, body }) => {
      await disableTotp(ctx, body.totp);
      return null;
    }),
    handle(adminMembersCalls.search, ({ ctx, query }) => searchMembers(ctx.db, query)),
    handle(adminMembersCalls.detail, ({ ctx, query }) => memberDetail(ctx.db, query.member_id)),
    handle(adminMembersCalls.status, async ({ ctx, body }) => {
      await setMemberStatus(ctx, body);
      return null;
    }),
    handle(adminMembersCalls.resetPassword, async ({ ctx, body }) => {
      await resetMemberPassword(ctx, body);
      return null;
    }),
    handle(adminAuditCalls.list, ({ ctx, query }) => listAudit(ctx.db, query)),
    handle(adminOutboxCalls.list, ({ ctx, query }) => listOutbox(ctx.db, query)),
    handle(adminOperatorsCalls.list, async ({ ctx }) => ({ list: await listOperators(ctx) })),
    handle(adminOperatorsCalls.create, ({ ctx, body }) => addOperator(ctx, body)),
    handle(adminOperatorsCalls.status, ({ ctx, body }) => setOperatorStatus(ctx, body)),
    ...financeRoutes(app),
  ];
}
