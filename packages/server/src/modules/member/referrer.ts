import type { Db } from '../../db/client.js';
import { placeOf } from '../network/index.js';
import { membersByRowIds } from './back-office.js';
import type { MemberRow } from './userinfo.js';

/** The member's sponsor (who invited them), or undefined for the root. */
export async function referrerOf(db: Db, memberId: number): Promise<MemberRow | undefined> {
  const place = await placeOf(db, memberId);
  if (!place?.sponsorId) return undefined;
  const [sponsor] = await membersByRowIds(db, [place.sponsorId]);
  return sponsor;
}
