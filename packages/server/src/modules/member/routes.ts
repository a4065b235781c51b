import { accountCalls, userCalls } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import { handle, type CallRoute } from '../../http/calls.js';
import { revokeSession } from './sessions.js';
import { cancelAccount, changePassword, changePayPassword, retrievePassword, setOwnPayPassword, updateProfile } from './account.js';
import { login } from './login.js';
import { register } from './register.js';
import { toUserInfo } from './userinfo.js';
import { referrerOf } from './referrer.js';
import { statsOf } from '../network/index.js';

/** Member identity calls: registration, login, personal info and passwords. */
export function memberRoutes(app: FastifyInstance): CallRoute[] {
  const publicUrl = app.deps.config.publicUrl;
  return [
    handle(userCalls.register, ({ ctx, body }) => register(ctx, body)),
    handle(userCalls.login, ({ ctx, body }) => login(ctx, body)),
    handle(userCalls.logout, async ({ ctx, me }) => {
      await revokeSession(ctx.db, me.sessionId);
      return null;
    }),
    // The level is the network's (promoted by the daily settlement), not the member row's.
    handle(userCalls.userInfo, async ({ ctx: { db }, me }) => ({ ...toUserInfo(me.member, me.payPasswordSet), level: (await statsOf(db, me.member.id)).level })),
    handle(userCalls.invite, async ({ ctx: { db }, me: { member } }) => {
      const link = (query: string) => `${publicUrl}/#/pages/register?${query}`;
      const left = link(`invite_code=${member.inviteCode}&node_code=${member.leftNodeCode}`);
      const referrer = await referrerOf(db, member.id);
      return {
        invite_code: member.inviteCode,
        left_node_code: member.leftNodeCode,
        right_node_code: member.rightNodeCode,
        invite_link: left,
        left_link: left,
        right_link: link(`invite_code=${member.inviteCode}&node_code=${member.rightNodeCode}`),
        referrer_id: referrer?.memberId ?? '',
        referrer_name: referrer ? referrer.nickname || referrer.name : '',
      };
    }),
    handle(userCalls.cancel, async ({ ctx, me, body }) => {
      await cancelAccount(ctx, me.member, body.password);
      return null;
    }),
    handle(accountCalls.profile, ({ ctx, me, body }) => updateProfile(ctx, me.member, body)),
    handle(accountCalls.changePassword, async ({ ctx, me, body }) => {
      await changePassword(ctx, me.member, me.sessionId, body);
      return null;
    }),
    handle(accountCalls.setPayPassword, ({ ctx, me, body }) => setOwnPayPassword(ctx, me.member, body)),
    handle(accountCalls.changePayPassword, async ({ ctx, me, body }) => {
      await changePayPassword(ctx, me.member, body);
      return null;
    }),
    handle(accountCalls.retrievePassword, async ({ ctx, body }) => {
      await retrievePassword(ctx, body);
      return null;
    }),
  ];
}
