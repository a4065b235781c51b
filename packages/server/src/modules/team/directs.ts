import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { formatMoney, type DirectMember, type Page } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { toSeconds } from '../../lib/time.js';
import { paidTotalsOf } from '../bonus/index.js';
import { memberCards } from '../member/index.js';
import { directVolumesOf, networkPeople } from '../network/index.js';
import { planForScreens } from './plan.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The caller's direct referrals (sponsored by them), newest first, optionally those whose member ID starts with the
 * keyword or whose nickname or name contains it; with each one's level, income, own volume, their directs' volume and
 * their level's rate. Three bounded queries: the page (on the sponsor index), its income, its directs' volumes.
 */
export async function directsOf(db: Db, sponsorId: number, q: { keyword?: string; page: number; limit: number }): Promise<Page<DirectMember>> {
  const conds: SQL[] = [eq(networkPeople.sponsorId, sponsorId)];
  if (q.keyword) {
    const k = escapeLike(q.keyword);
    conds.push(or(ilike(memberCards.memberId, `${k}%`), ilike(memberCards.nickname, `%${k}%`), ilike(memberCards.name, `%${k}%`))!);
  }
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(networkPeople).innerJoin(memberCards, eq(memberCards.id, networkPeople.id)).where(where);
  const rows = await db.select({
    id: networkPeople.id, level: networkPeople.level, personalBv: networkPeople.personalBv,
    memberId: memberCards.memberId, nickname: memberCards.nickname, name: memberCards.name, joinTime: memberCards.joinTime,
  }).from(networkPeople)
    .innerJoin(memberCards, eq(memberCards.id, networkPeople.id)).where(where)
    .orderBy(desc(memberCards.joinTime), desc(networkPeople.id)).limit(q.limit).offset((q.page - 1) * q.limit);
  const ids = rows.map((r) => r.id);
  const [income, volumes, plan] = await Promise.all([paidTotalsOf(db, ids), directVolumesOf(db, ids), planForScreens(db)]);
  const rates = plan.leadership.rates;
  return {
    total: total?.n ?? 0, page: q.page, limit: q.limit,
    list: rows.map((r) => ({
      member_id: r.memberId,
      nickname: r.nickname || r.name,
      level: r.level,
      income: formatMoney(income.get(r.id) ?? '0'),
      order_amount: formatMoney(r.personalBv),
      direct_performance: formatMoney(volumes.get(r.id) ?? '0'),
      bonus_ratio: rates[r.level] ?? '0',
      join_time: toSeconds(r.joinTime),
    })),
  };
}
