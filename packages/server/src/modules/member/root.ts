import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hashPassword } from '../../lib/secrets.js';
import { placeRoot, rootMemberId } from '../network/index.js';
import { newIdentifiers } from './codes.js';
import { createCredentials } from './credentials.js';
import { members } from './tables.js';
import type { MemberRow } from './userinfo.js';

/** The root of the tree: the company's own account, whose codes the first members register with. */
export async function findRoot(db: Db): Promise<MemberRow | undefined> {
  const id = await rootMemberId(db);
  if (id === undefined) return undefined;
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
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
