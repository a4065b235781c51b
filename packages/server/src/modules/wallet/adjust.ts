import { formatMoney, Money, type Asset } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../audit/audit.js';
import { post, walletOf } from '../ledger/index.js';
import type { MemberRow } from '../member/userinfo.js';

/**
 * A manual credit (positive) or debit (negative) by an operator or the CLI, against the adjustments account,
 * audited in the same transaction. A debit cannot take the member below zero or below what is held.
 */
export async function adjustWallet(
  db: Db,
  who: { operatorId: number | null; operatorName: string; ip: string },
  member: MemberRow,
  input: { asset: Asset; amount: string; reason: string },
) {
  const amount = new Money(input.amount);
  return db.transaction(async (tx) => {
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
    await recordAudit(tx, {
      operator: { id: who.operatorId, username: who.operatorName },
      action: 'wallet.adjust',
      targetType: 'member',
      targetId: member.memberId,
      before: { [input.asset]: before[input.asset] },
      after: { [input.asset]: after[input.asset], amount: formatMoney(amount), reason: input.reason, entry_id: entry.entryId },
      ip: who.ip,
    });
    return { entry_id: entry.entryId, ...after };
  });
}
