import { sql, type SQL } from 'drizzle-orm';
import { addresses } from './tables.js';

// Read-only SQL the address module hands to other modules' statements, so they compose it without naming its tables.

/** The shipping snapshot an order keeps of an address, as the order stores it. */
export interface AddressSnapshot {
  recipient: string;
  area_code: string;
  phone: string;
  country: string;
  detail: string;
}

/**
 * A scalar subquery: the snapshot (jsonb) of one of the member's own addresses, null when the member has no address
 * with that id (someone else's answers like a missing one). Lets an order copy its address in its own insert.
 */
export function addressSnapshotSql(memberId: number, addressId: number): SQL<AddressSnapshot | null> {
  return sql<AddressSnapshot | null>`(select jsonb_build_object('recipient', a.recipient, 'area_code', a.area_code, 'phone', a.phone,
    'country', a.country, 'detail', a.detail) from ${addresses} a where a.id = ${addressId} and a.member_id = ${memberId})`;
}
