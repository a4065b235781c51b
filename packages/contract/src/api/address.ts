import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { AreaCode, CountryCode, Flag, Mobile } from './fields.js';
import { text } from './text.js';
import { getCall, postCall } from '../call.js';

/** Most addresses one member may keep. */
export const ADDRESS_LIMIT = 20;

export const Recipient = text({ min: 1, max: 60 });
/** The address lines: typed in a multi-line box, so line breaks stay. */
export const AddressDetail = text({ min: 1, max: 300, multiline: true });
/** An address id as a number or a digit string (older clients send form values as strings). */
export const AddressId = z.union([z.number().int(), z.string().trim().regex(/^\d{1,15}$/)])
  .transform(Number)
  .pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER));

/** One shipping address as the member sees it; `country_name` is in the caller's language. */
export const Address = z.object({
  id: z.number().int(),
  recipient: z.string(),
  area_code: z.string(),
  phone: z.string(),
  country: z.string(),
  country_name: z.string(),
  detail: z.string(),
  is_default: z.boolean(),
  created_at: UnixSeconds,
});
export type Address = z.infer<typeof Address>;

/** The member's addresses, default first, then newest first. */
export const AddressListData = z.object({ list: z.array(Address), limit: z.number().int() });

const addressFields = {
  recipient: Recipient,
  area_code: AreaCode,
  phone: Mobile,
  country: CountryCode,
  detail: AddressDetail,
  /** True makes this the default address; the first address is the default whatever this says. */
  is_default: Flag.optional(),
};

export const AddressAddBody = z.object(addressFields);
export type AddressAddBody = z.input<typeof AddressAddBody>;
/** Replaces every field of one of the caller's addresses; `is_default: true` moves the default to it. */
export const AddressEditBody = z.object({ id: AddressId, ...addressFields });
export type AddressEditBody = z.input<typeof AddressEditBody>;
export const AddressIdBody = z.object({ id: AddressId });

// ---- Calls under /api/address ----
/** Every /api/address/* call. */
export const addressCalls = {
  index: getCall({ path: '/api/address/index', access: 'member', data: AddressListData }),
  add: postCall({ path: '/api/address/add', access: 'member', body: AddressAddBody, data: Address, message: 'address_saved' }),
  edit: postCall({ path: '/api/address/edit', access: 'member', body: AddressEditBody, data: Address, message: 'address_saved' }),
  del: postCall({ path: '/api/address/del', access: 'member', body: AddressIdBody, data: AddressListData, message: 'address_deleted' }),
  setDefault: postCall({ path: '/api/address/setDefault', access: 'member', body: AddressIdBody, data: AddressListData, message: 'address_default_set' }),
};
