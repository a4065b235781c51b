import { and, count, eq, or } from 'drizzle-orm';
import type { SessionData } from '@onego/contract';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { placeMember } from '../network/index.js';
import { openSession } from './sessions.js';
import { readSetting } from '../site/index.js';
import { findByMemberId, findByNodeCode, newIdentifiers } from './codes.js';
import { hasPayPassword, personIdOf } from './credentials.js';
import { members } from './tables.js';
import { toUserInfo, type MemberRow } from './userinfo.js';

/** The main account and all its sub-accounts, main first, then by joining order. Cancelled ones are left out. */
export async function relatedAccounts(ctx: Ctx, me: MemberRow): Promise<MemberRow[]> {
  const mainId = personIdOf(me);
  const rows = await ctx.db.select().from(members).where(or(eq(members.id, mainId), eq(members.mainMemberId, mainId)));
  return rows.filter((r) => r.status !== 'cancelled').sort((a, b) => (a.id === mainId ? -1 : b.id === mainId ? 1 : a.id - b.id));
}

/**
 * Creates a sub-account: a member of its own (own codes, own place in the tree) for the same person, sponsored by the
 * main account and placed through a node code of one of the person's own accounts. It has no password of its own:
 * the person's credentials, lock-outs and sessions cover it (see credentials.ts); it takes the person's details.
 */
export async function createSubAccount(ctx: Ctx, me: MemberRow, input: { node_code: string; nickname?: string }): Promise<MemberRow> {
  const related = await relatedAccounts(ctx, me);
  const main = related[0]!;
  const node = await findByNodeCode(ctx.db, input.node_code);
  if (!node) throw new AppError('node_code_unknown');
  if (!related.some((r) => r.id === node.owner.id)) throw new AppError('subaccount_node_not_own');
  const max = Number(await readSetting(ctx.db, 'subaccount_limit'));
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        // Locks the main account row so two creations at once cannot both pass the limit.
        await tx.select({ id: members.id }).from(members).where(eq(members.id, main.id)).for('update');
        const [n] = await tx.select({ n: count() }).from(members).where(and(eq(members.mainMemberId, main.id)));
        if ((n?.n ?? 0) >= max) throw new AppError('subaccount_limit', { max });
        const [sub] = await tx.insert(members).values({
          ...newIdentifiers(),
          name: main.name,
          nickname: input.nickname ?? `${main.nickname.slice(0, 24)}-${(n?.n ?? 0) + 1}`,
          avatar: main.avatar,
          email: main.email,
          areaCode: main.areaCode,
          mobile: main.mobile,
          nationality: main.nationality,
          birthday: main.birthday,
          mainMemberId: main.id,
        }).returning();
        await placeMember(tx, { memberId: sub!.id, sponsorId: main.id, ownerId: node.owner.id, side: node.side });
        return sub!;
      });
    } catch (err) {
      if (!(err instanceof AppError) && uniqueViolation(err) !== undefined && attempt < 5) continue;
      throw err;
    }
  }
}

/** Opens a session on a related account without a password (the member already proved who they are). */
export async function switchAccount(ctx: Ctx, me: MemberRow, targetMemberId: string): Promise<SessionData> {
  const target = await findByMemberId(ctx.db, targetMemberId);
  const related = await relatedAccounts(ctx, me);
  if (!target || !related.some((r) => r.id === target.id)) throw new AppError('account_not_related');
  if (target.status !== 'active') throw new AppError('account_disabled');
  const token = await openSession(ctx.db, target.id, ctx.ip, ctx.userAgent);
  return { token, userinfo: toUserInfo(target, await hasPayPassword(ctx.db, personIdOf(target))) };
}
