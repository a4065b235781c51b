import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hashPassword } from '../../lib/secrets.js';
import { placeRoot } from '../network/placement.js';
import { networkNodes } from '../network/tables.js';
import { newIdentifiers } from './codes.js';
import { createCredentials } from './credentials.js';
import { members } from './tables.js';
import type { MemberRow } from './userinfo.js';

/** The root of the tree: the company's own account, whose codes the first members register with. */
export async function findRoot(db: Db): Promise<MemberRow | undefined> {
  const [row] = await db.select({ m: members }).from(networkNodes)
    .innerJoin(members, eq(members.id, networkNodes.memberId))
    .where(eq(networkNodes.depth, 0)).limit(1);
  return row?.m;
}

/** Creates the root member. Call once, on an empty database. */
export async function createRoot(db: Db, password: string): Promise<MemberRow> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [root] = await tx.insert(members).values({
      ...newIdentifiers(),
      name: 'One Go',
      nickname: 'One Go',
      email: 'root@onego.local',
      areaCode: '65',
      mobile: '60000000',
      nationality: 'SG',
      birthday: null,
    }).returning();
    await createCredentials(tx, root!.id, passwordHash);
    await placeRoot(tx, root!.id);
    return root!;
  });
}
