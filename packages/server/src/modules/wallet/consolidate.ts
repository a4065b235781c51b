import { Money, formatMoney, ASSETS, type Asset } from '@onego/contract';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { lockAccounts, once, post, type PostingLine, walletOf } from '../ledger/index.js';
import { type MemberRow, relatedAccounts, verifyPayPassword } from '../member/index.js';

/**
 * Moves everything spendable in every sub-account (balance less holds, shopping coupons, points) into the main
 * account: one journal entry per sub-account, so each side shows the paired records. BV and caps never move.
 */
export async function consolidate(ctx: Ctx, me: MemberRow, payPassword: string, idempotencyKey?: string, knownPayHash?: string | null) {
  const related = await relatedAccounts(ctx, me);
  const main = related[0]!;
  await verifyPayPassword(ctx, me, payPassword, knownPayHash);
  // Consolidation has no fields of its own: every repeat under its key is the same request.
  return once(ctx.db, me.id, idempotencyKey, { route: 'consolidate', fields: {} }, async (tx) => {
    const moved: Array<{ member_id: string; balance: string; shop_coins: string; integral: string }> = [];
    for (const sub of related.slice(1)) {
      // Locked while read, so what is moved is exactly what is free now.
      const accounts = await lockAccounts(tx, ASSETS.map((asset) => ({ owner: { member: sub.id }, asset })));
      const lines: PostingLine[] = [];
      const amounts: Record<Asset, string> = { balance: '0.00', shop_coins: '0.00', integral: '0.00' };
      for (const asset of ASSETS) {
        const acc = accounts.find((a) => a.asset === asset);
        const free = acc ? new Money(acc.balance).minus(acc.held) : new Money(0);
        if (free.lte(0)) continue;
        amounts[asset] = formatMoney(free);
        lines.push({ owner: { member: sub.id }, asset, amount: free.negated(), counterparty: main.memberId });
        lines.push({ owner: { member: main.id }, asset, amount: free, counterparty: sub.memberId });
      }
      if (lines.length === 0) continue;
      await post(tx, { kind: 'consolidation', lines, actor: `member:${me.memberId}`, memo: `${sub.memberId} → ${main.memberId}`, refType: 'member', refId: sub.memberId });
      moved.push({ member_id: sub.memberId, ...amounts });
    }
    if (moved.length === 0) throw new AppError('consolidate_nothing');
    const after = await walletOf(tx, main.id);
    return { moved, balance: after.balance, shop_coins: after.shop_coins, integral: after.integral };
  });
}
