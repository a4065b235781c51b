import { accountCalls, formatMoney } from '@onego/contract';
import { handle, type CallRoute } from '../../http/calls.js';
import { toSeconds } from '../../lib/time.js';
import { memberAccounts } from '../ledger/index.js';
import { personIdOf } from './credentials.js';
import { createSubAccount, relatedAccounts, switchAccount } from './subaccounts.js';
import { toUserInfo } from './userinfo.js';

/** Sub-accounts: create, list with their amounts, switch between. */
export function subAccountRoutes(): CallRoute[] {
  return [
    handle(accountCalls.relatedAccounts, async ({ ctx, me: { member } }) => {
      const related = await relatedAccounts(ctx, member);
      const accounts = await memberAccounts(ctx.db, related.map((m) => m.id));
      const amount = (id: number, asset: string) => formatMoney(accounts.find((a) => a.memberId === id && a.asset === asset)?.balance ?? 0);
      return {
        list: related.map((m) => ({
          member_id: m.memberId, nickname: m.nickname, is_main: m.id === personIdOf(member), is_current: m.id === member.id,
          left_node_code: m.leftNodeCode, right_node_code: m.rightNodeCode,
          balance: amount(m.id, 'balance'), shop_coins: amount(m.id, 'shop_coins'), integral: amount(m.id, 'integral'), join_time: toSeconds(m.joinTime),
        })),
      };
    }),
    handle(accountCalls.createSubAccount, async ({ ctx, me: { member, payPasswordSet }, body }) =>
      toUserInfo(await createSubAccount(ctx, member, body), payPasswordSet)),
    handle(accountCalls.switchAccount, ({ ctx, me, body }) => switchAccount(ctx, me.member, body.member_id)),
  ];
}
