import { formatMoney, Money, type Asset, type OperatorRole } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { operatorAction } from '../admin/index.js';
import { post, walletOf } from '../ledger/index.js';
import type { MemberRow } from '../member/index.js';

/** Who adjusts: an operator with their role, or (no role) the operator CLI, which runs with the installation's credentials. */
export interface Adjuster {
  operatorId: number | null;
  operatorName: string;
  ip: string;
  role?: OperatorRole;
}

/**
 * A manual credit (positive) or debit (negative) by an operator or the CLI, against the adjustments account: an
 * operator action, so the permission is checked and the audit row lands in the same transaction. A debit cannot take
 * the member below zero or below what is held.
 */
export async function adjustWallet(db: Db, who: Adjuster, member: MemberRow, input: { asset: Asset; amount: string; reason: string }) {
  const amount = new Money(input.amount);
  const ctx = { db, ip: who.ip, operator: { id: who.operatorId, username: who.operatorName, role: who.role ?? 'super_admin' as const } };
  return operatorAction(ctx, 'wallet.adjust', async ({ tx }) => {
    const before = await walletOf(tx, member.id);
    const entry = await post(tx, {
      kind: 'adjustment',
      actor: `operator:${who.operatorName}`,
      memo: input.reason,
      refType: 'member',
      refId: member.memberId,
      lines: [
        { owner: { member: member.id }, asset: input.asset, amount },
        { owner: { system: 'adjustments' }, asset: input.asset, amount: amount.negated() },
      ],
    });
    const after = await walletOf(tx, member.id);
    return {
      target: { type: 'member', id: member.memberId },
      before: { [input.asset]: before[input.asset] },
      after: { [input.asset]: after[input.asset], amount: formatMoney(amount), reason: input.reason, entry_id: entry.entryId },
      result: { entry_id: entry.entryId, ...after },
    };
  });
}
