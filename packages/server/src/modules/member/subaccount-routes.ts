import { CreateSubAccountBody, formatMoney, RelatedAccountsData, SessionData, SwitchAccountBody, UserInfo } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authMember } from '../../http/auth.js';
import { ctxOf, ok } from '../../http/context.js';
import { answers } from '../../http/route-docs.js';
import { toSeconds } from '../../lib/time.js';
import { memberAccounts } from '../ledger/index.js';
import { personIdOf } from './credentials.js';
import { createSubAccount, relatedAccounts, switchAccount } from './subaccounts.js';
import { toUserInfo } from './userinfo.js';

/** Sub-accounts: create, list with their amounts, switch between. */
export function subAccountRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/account/relatedAccounts', { schema: answers('account', RelatedAccountsData) }, async (req) => {
    const { member } = await authMember(req);
    const ctx = ctxOf(req);
    const related = await relatedAccounts(ctx, member);
    const accounts = await memberAccounts(ctx.db, related.map((m) => m.id));
    const amount = (id: number, asset: string) => formatMoney(accounts.find((a) => a.memberId === id && a.asset === asset)?.balance ?? 0);
    return ok(req, {
      list: related.map((m) => ({
        member_id: m.memberId, nickname: m.nickname, is_main: m.id === personIdOf(member), is_current: m.id === member.id,
        left_node_code: m.leftNodeCode, right_node_code: m.rightNodeCode,
        balance: amount(m.id, 'balance'), shop_coins: amount(m.id, 'shop_coins'), integral: amount(m.id, 'integral'), join_time: toSeconds(m.joinTime),
      })),
    });
  });

  r.post('/api/account/createSubAccount', { schema: { ...answers('account', UserInfo), body: CreateSubAccountBody } }, async (req) => {
    const { member, payPasswordSet } = await authMember(req);
    return ok(req, toUserInfo(await createSubAccount(ctxOf(req), member, req.body), payPasswordSet), 'subaccount_created');
  });

  r.post('/api/account/switchAccount', { schema: { ...answers('account', SessionData), body: SwitchAccountBody } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await switchAccount(ctxOf(req), member, req.body.member_id));
  });
}
