import { and, desc, eq } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { ADDRESS_LIMIT, AddressAddBody, AddressEditBody, type Address, type Language } from '@onego/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { toSeconds } from '../../lib/time.js';
import { lockMember } from '../member/index.js';
import { countriesIn, isKnownAreaCode, isKnownCountry } from '../site/index.js';
import { addresses } from './tables.js';

type AddInput = z.output<typeof AddressAddBody>;
type EditInput = z.output<typeof AddressEditBody>;

type AddressRow = typeof addresses.$inferSelect;

const countryNames = new Map<Language, Map<string, string>>();
/** A country's name in a language (ICU through Intl, as the country list uses). */
function countryName(code: string, lang: Language): string {
  let names = countryNames.get(lang);
  if (!names) {
    names = new Map(countriesIn(lang).map((c) => [c.code as string, c.name]));
    countryNames.set(lang, names);
  }
  return names.get(code) ?? code;
}

/** An address as the member sees it. */
export function toAddress(row: AddressRow, lang: Language): Address {
  return {
    id: row.id,
    recipient: row.recipient,
    area_code: row.areaCode,
    phone: row.phone,
    country: row.country,
    country_name: countryName(row.country, lang),
    detail: row.detail,
    is_default: row.isDefault,
    created_at: toSeconds(row.createdAt),
  };
}

/** Checks what the schema cannot: a country we know, and a phone number valid for its area code. */
export function checkAddress(input: Pick<AddInput, 'country' | 'area_code' | 'phone'>): void {
  if (!isKnownCountry(input.country)) throw new AppError('country_unknown');
  if (!isKnownAreaCode(input.area_code)) throw new AppError('area_code_unknown');
  if (!isValidPhoneNumber(`+${input.area_code}${input.phone}`)) throw new AppError('phone_invalid');
}

/** One of the member's own addresses; someone else's answers exactly as a missing one. */
export async function ownAddress(tx: Db, memberId: number, id: number): Promise<AddressRow> {
  const [row] = await tx.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.memberId, memberId))).limit(1);
  if (!row) throw new AppError('address_not_found');
  return row;
}

async function clearDefault(tx: Db, memberId: number): Promise<void> {
  await tx.update(addresses).set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(addresses.memberId, memberId), eq(addresses.isDefault, true)));
}

/** The member's addresses: the default first, then newest first. */
export async function listAddresses(db: Db, memberId: number, lang: Language): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map((r) => toAddress(r, lang));
}

/** Adds an address; the first one (or one asked to be) becomes the default. */
export async function addAddress(ctx: Ctx, memberId: number, input: AddInput): Promise<Address> {
  checkAddress(input);
  const row = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const existing = await tx.select({ id: addresses.id, isDefault: addresses.isDefault }).from(addresses).where(eq(addresses.memberId, memberId));
    if (existing.length >= ADDRESS_LIMIT) throw new AppError('address_limit', { max: ADDRESS_LIMIT });
    const makeDefault = input.is_default === true || !existing.some((a) => a.isDefault);
    if (makeDefault) await clearDefault(tx, memberId);
    const [inserted] = await tx.insert(addresses).values({
      memberId, recipient: input.recipient, areaCode: input.area_code, phone: input.phone, country: input.country,
      detail: input.detail, isDefault: makeDefault,
    }).returning();
    return inserted!;
  });
  return toAddress(row, ctx.lang);
}

/**
 * Replaces the fields of one of the member's addresses. `is_default: true` moves the default to it; the default
 * itself is never dropped by an edit (a member always has one while they have any address).
 */
export async function editAddress(ctx: Ctx, memberId: number, input: EditInput): Promise<Address> {
  checkAddress(input);
  const row = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const current = await ownAddress(tx, memberId, input.id);
    const makeDefault = current.isDefault || input.is_default === true;
    if (makeDefault && !current.isDefault) await clearDefault(tx, memberId);
    const [updated] = await tx.update(addresses).set({
      recipient: input.recipient, areaCode: input.area_code, phone: input.phone, country: input.country, detail: input.detail,
      isDefault: makeDefault, updatedAt: new Date(),
    }).where(and(eq(addresses.id, current.id), eq(addresses.memberId, memberId))).returning();
    return updated!;
  });
  return toAddress(row, ctx.lang);
}

/** Deletes one of the member's addresses; when it was the default, the newest remaining one takes its place. */
export async function deleteAddress(ctx: Ctx, memberId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const current = await ownAddress(tx, memberId, id);
    await tx.delete(addresses).where(and(eq(addresses.id, current.id), eq(addresses.memberId, memberId)));
    if (!current.isDefault) return;
    const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.memberId, memberId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id)).limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, next.id));
  });
}

/** Makes one of the member's addresses the default, unsetting the previous one in the same transaction. */
export async function setDefaultAddress(ctx: Ctx, memberId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const current = await ownAddress(tx, memberId, id);
    if (current.isDefault) return;
    await clearDefault(tx, memberId);
    await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, current.id));
  });
}
