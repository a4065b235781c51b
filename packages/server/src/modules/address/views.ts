// Orders copy an address through the database function address_snapshot(member, address) (migration 0019), which
// answers this shape, or null when the member has no address with that id (someone else's answers like a missing one).

/** The shipping snapshot an order keeps of an address, as the order stores it. */
export interface AddressSnapshot {
  recipient: string;
  area_code: string;
  phone: string;
  country: string;
  detail: string;
}
