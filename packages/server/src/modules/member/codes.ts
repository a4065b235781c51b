import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { randomCode, randomDigits } from '../../lib/secrets.js';
import { members } from './tables.js';
import type { MemberRow } from './userinfo.js';

/** Fresh identifiers for a new member: an 8-digit member ID and three distinct codes. Uniqueness is enforced by the table. */
export function newIdentifiers(): { memberId: string; inviteCode: string; leftNodeCode: string; rightNodeCode: string } {
  const codes = new Set<string>();
  while (codes.size < 3) codes.add(randomCode(8));
  const [inviteCode, leftNodeCode, rightNodeCode] = [...codes] as [string, string, string];
  return { memberId: randomDigits(8), inviteCode, leftNodeCode, rightNodeCode };
}

/** The owner of an invitation code. */
export async function findByInviteCode(db: Db, code: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.inviteCode, code)).limit(1);
  return row;
}

/** The owner of a node code and the side the code opens. */
export async function findByNodeCode(db: Db, code: string): Promise<{ owner: MemberRow; side: 'L' | 'R' } | undefined> {
  const [row] = await db.select().from(members).where(or(eq(members.leftNodeCode, code), eq(members.rightNodeCode, code))).limit(1);
  if (!row) return undefined;
  return { owner: row, side: row.leftNodeCode === code ? 'L' : 'R' };
}

/** A member by public member ID. */
export async function findByMemberId(db: Db, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.memberId, memberId)).limit(1);
  return row;
}
