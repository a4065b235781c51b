import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ChainRuntime } from './runtime.js';
import { depositAddresses } from './tables.js';

/**
 * The member's deposit address, allocated on first use: the next index of a sequence, derived from the xpub. Two
 * first calls at once both derive one, and the member keeps the first stored (an unused index is harmless).
 */
export async function depositAddressFor(db: Db, chain: ChainRuntime, memberId: number): Promise<string> {
  const [known] = await db.select({ address: depositAddresses.address }).from(depositAddresses).where(eq(depositAddresses.memberId, memberId));
  if (known) return known.address;
  const res = await db.execute(sql`select nextval(pg_get_serial_sequence('deposit_addresses', 'address_index'))::bigint as n`);
  const index = Number((res as unknown as { rows: Array<{ n: string | number }> }).rows[0]!.n);
  const address = chain.depositAddress(index).toLowerCase();
  await db.insert(depositAddresses).values({ memberId, addressIndex: index, address }).onConflictDoNothing({ target: depositAddresses.memberId });
  const [row] = await db.select({ address: depositAddresses.address }).from(depositAddresses).where(eq(depositAddresses.memberId, memberId));
  return row!.address;
}

/** Which of these (lower-case) addresses are deposit addresses, and whose. */
export async function ownersOf(db: Db, addresses: string[]): Promise<Map<string, number>> {
  if (addresses.length === 0) return new Map();
  const rows = await db.select({ address: depositAddresses.address, memberId: depositAddresses.memberId }).from(depositAddresses)
    .where(inArray(depositAddresses.address, addresses));
  return new Map(rows.map((r) => [r.address, r.memberId]));
}
