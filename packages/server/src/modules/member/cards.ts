import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { members } from './tables.js';

/**
 * What a team list shows of a member (public member ID, nickname, name, join time), as a read-only subquery other
 * modules join on `memberCards.id` and search inside their own query, like `memberCodes`.
 */
export const memberCards = new QueryBuilder().select({
  id: sql<number>`${members.id}`.mapWith(Number).as('card_member_row_id'),
  memberId: sql<string>`${members.memberId}`.as('card_member_id'),
  nickname: sql<string>`${members.nickname}`.as('card_nickname'),
  name: sql<string>`${members.name}`.as('card_name'),
  joinTime: sql<Date>`${members.joinTime}`.mapWith((v: string | Date) => (v instanceof Date ? v : new Date(v))).as('card_join_time'),
}).from(members).as('member_cards');
