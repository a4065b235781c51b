import {
  AdminLoginBody, AdminMeData, AdminMemberDetail, AdminMemberRow, AdminPasswordBody, AdminSessionData, AuditQuery, AuditRow,
  CreateOperatorBody, MemberDetailQuery, MemberResetPasswordBody, MemberSearchQuery, MemberStatusBody, nowSeconds, Operator,
  OperatorList, OperatorStatusBody, OutboxRow, PageQuery, pageOf, TotpEnableBody, TotpRequiredData, TotpSetupData,
} from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, message, ok } from '../../http/context.js';
import { answers, perMinute, RATE } from '../../http/route-docs.js';
import { listAudit } from '../audit/index.js';
import { authOperator } from './admin-auth.js';
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
export function adminRoutes(app: FastifyInstance, rateScale: number): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const T = 'admin';

  r.post('/admin-api/auth/login', {
    schema: { ...answers(T, z.union([AdminSessionData, TotpRequiredData]), 'Operator sign-in; code 0 with data.totp_required when a code is needed'), body: AdminLoginBody },
    config: perMinute(RATE.adminLogin, rateScale),
  }, async (req) => {
    const result = await adminLogin(ctxOf(req), req.body);
    if (result.kind === 'totp_required') {
      return { code: 0, msg: message(req.lang, 'totp_required'), time: nowSeconds(), data: { totp_required: true as const } };
    }
    return ok(req, { token: result.token, operator: result.operator });
  });

  r.post('/admin-api/auth/logout', { schema: answers(T) }, async (req) => {
    const me = await authOperator(req);
    await revokeOperatorSession(me.db, me.sessionId);
    return ok(req, null);
  });

  r.get('/admin-api/auth/me', { schema: answers(T, AdminMeData) }, async (req) => {
    const me = await authOperator(req);
    return ok(req, { operator: toOperator(me.operator), permissions: permissionsOf(me.operator.role) });
  });

  r.post('/admin-api/auth/password', { schema: { ...answers(T), body: AdminPasswordBody }, config: perMinute(RATE.adminLogin, rateScale) }, async (req) => {
    await changeOwnPassword(await authOperator(req), req.body);
    return ok(req, null);
  });

  r.post('/admin-api/auth/totp/setup', { schema: answers(T, TotpSetupData) }, async (req) => ok(req, await setupTotp(await authOperator(req))));

  r.post('/admin-api/auth/totp/enable', { schema: { ...answers(T), body: TotpEnableBody }, config: perMinute(RATE.adminLogin, rateScale) }, async (req) => {
    await enableTotp(await authOperator(req), req.body.totp);
    return ok(req, null);
  });

  r.post('/admin-api/auth/totp/disable', { schema: { ...answers(T), body: TotpEnableBody }, config: perMinute(RATE.adminLogin, rateScale) }, async (req) => {
    await disableTotp(await authOperator(req), req.body.totp);
    return ok(req, null);
  });

  r.get('/admin-api/members', { schema: { ...answers(T, pageOf(AdminMemberRow)), querystring: MemberSearchQuery } }, async (req) => {
    const me = await authOperator(req, 'members.read');
    return ok(req, await searchMembers(me.db, req.query));
  });

  r.get('/admin-api/members/detail', { schema: { ...answers(T, AdminMemberDetail), querystring: MemberDetailQuery } }, async (req) => {
    const me = await authOperator(req, 'members.read');
    return ok(req, await memberDetail(me.db, req.query.member_id));
  });

  r.post('/admin-api/members/status', { schema: { ...answers(T), body: MemberStatusBody } }, async (req) => {
    await setMemberStatus(await authOperator(req, 'members.write'), req.body);
    return ok(req, null);
  });

  r.post('/admin-api/members/resetPassword', { schema: { ...answers(T), body: MemberResetPasswordBody } }, async (req) => {
    await resetMemberPassword(await authOperator(req, 'members.write'), req.body);
    return ok(req, null);
  });

  r.get('/admin-api/audit', { schema: { ...answers(T, pageOf(AuditRow)), querystring: AuditQuery } }, async (req) => {
    const me = await authOperator(req, 'audit.read');
    return ok(req, await listAudit(me.db, req.query));
  });

  r.get('/admin-api/outbox', { schema: { ...answers(T, pageOf(OutboxRow)), querystring: PageQuery } }, async (req) => {
    const me = await authOperator(req, 'outbox.read');
    return ok(req, await listOutbox(me.db, req.query));
  });

  r.get('/admin-api/operators', { schema: answers(T, OperatorList) }, async (req) => {
    const me = await authOperator(req, 'operators.read');
    return ok(req, { list: await listOperators(me) });
  });

  r.post('/admin-api/operators/create', { schema: { ...answers(T, Operator), body: CreateOperatorBody } }, async (req) => {
    return ok(req, await addOperator(await authOperator(req, 'operators.write'), req.body));
  });

  r.post('/admin-api/operators/status', { schema: { ...answers(T, Operator), body: OperatorStatusBody } }, async (req) => {
    return ok(req, await setOperatorStatus(await authOperator(req, 'operators.write'), req.body));
  });

  financeRoutes(app);
}
