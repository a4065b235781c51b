import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { findByMemberId, type MemberRow } from '../member/index.js';

/**
 * The recipient of a transfer as the sender sees it before the payment password: the nickname to confirm, or the
 * reason that member cannot receive, in the order the transfer itself checks (unknown, yourself, not active).
 */
export async function transferRecipient(ctx: Ctx, me: MemberRow, memberId: string): Promise<{ member_id: string; nickname: string }> {
  const to = await findByMemberId(ctx.db, memberId);
  if (!to) throw new AppError('transfer_recipient_unknown');
  if (to.id === me.id) throw new AppError('transfer_to_self');
  if (to.status !== 'active') throw new AppError('transfer_recipient_inactive');
  return { member_id: to.memberId, nickname: to.nickname };
}
