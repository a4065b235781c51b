import {
  CancelAccountBody, ChangePasswordBody, ChangePayPasswordBody, InviteData, LoginBody, ProfileBody, RegisterBody,
  RetrievePasswordBody, SessionData, SetPayPasswordBody, UserInfo,
} from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authMember } from '../../http/auth.js';
import { ctxOf, ok } from '../../http/context.js';
import { answers, perMinute, RATE } from '../../http/route-docs.js';
import { revokeSession } from './sessions.js';
import { cancelAccount, changePassword, changePayPassword, retrievePassword, setOwnPayPassword, updateProfile } from './account.js';
import { login } from './login.js';
import { register } from './register.js';
import { toUserInfo } from './userinfo.js';

/** Member identity calls: registration, login, personal info and passwords. */
export function memberRoutes(app: FastifyInstance, rateScale: number): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.deps.config.publicUrl;

  r.post('/api/user/register', { schema: { ...answers('user', SessionData), body: RegisterBody }, config: { ...perMinute(RATE.register, rateScale), issuesSession: true } },
    async (req) => ok(req, await register(ctxOf(req), req.body)));

  r.post('/api/user/login', { schema: { ...answers('user', SessionData), body: LoginBody }, config: { ...perMinute(RATE.login, rateScale), issuesSession: true } },
    async (req) => ok(req, await login(ctxOf(req), req.body)));

  r.post('/api/user/logout', { schema: answers('user') }, async (req) => {
    const me = await authMember(req);
    await revokeSession(ctxOf(req).db, me.sessionId);
    return ok(req, null);
  });

  r.get('/api/user/userInfo', { schema: answers('user', UserInfo) }, async (req) => {
    const me = await authMember(req);
    return ok(req, toUserInfo(me.member, me.payPasswordSet));
  });

  r.get('/api/user/invite', { schema: answers('user', InviteData) }, async (req) => {
    const { member } = await authMember(req);
    const link = (query: string) => `${publicUrl}/#/pages/register?${query}`;
    return ok(req, {
      invite_code: member.inviteCode,
      left_node_code: member.leftNodeCode,
      right_node_code: member.rightNodeCode,
      invite_link: link(`invite_code=${member.inviteCode}`),
      left_link: link(`invite_code=${member.inviteCode}&node_code=${member.leftNodeCode}`),
      right_link: link(`invite_code=${member.inviteCode}&node_code=${member.rightNodeCode}`),
    });
  });

  r.post('/api/user/cancel', { schema: { ...answers('user'), body: CancelAccountBody }, config: perMinute(RATE.login, rateScale) }, async (req) => {
    const { member } = await authMember(req);
    await cancelAccount(ctxOf(req), member, req.body.password);
    return ok(req, null);
  });

  r.post('/api/account/profile', { schema: { ...answers('account', UserInfo), body: ProfileBody } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await updateProfile(ctxOf(req), member, req.body));
  });

  r.post('/api/account/changePassword', { schema: { ...answers('account'), body: ChangePasswordBody }, config: perMinute(RATE.login, rateScale) }, async (req) => {
    const me = await authMember(req);
    await changePassword(ctxOf(req), me.member, me.sessionId, req.body);
    return ok(req, null);
  });

  r.post('/api/account/setPayPassword', { schema: { ...answers('account', UserInfo), body: SetPayPasswordBody }, config: perMinute(RATE.login, rateScale) }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await setOwnPayPassword(ctxOf(req), member, req.body));
  });

  r.post('/api/account/changePasswordByPayPassword', { schema: { ...answers('account'), body: ChangePayPasswordBody }, config: perMinute(RATE.login, rateScale) }, async (req) => {
    const { member } = await authMember(req);
    await changePayPassword(ctxOf(req), member, req.body);
    return ok(req, null);
  });

  r.post('/api/account/retrievePassword', { schema: { ...answers('account'), body: RetrievePasswordBody }, config: perMinute(RATE.login, rateScale) },
    async (req) => {
      await retrievePassword(ctxOf(req), req.body);
      return ok(req, null);
    });
}
