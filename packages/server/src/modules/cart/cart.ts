import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { CART_MAX_LINES, CART_MAX_QUANTITY, formatMoney, Money, type CartData, type Language } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { coverOf, offerColumns, pick, sellableSku, skuOffers } from '../catalogue/index.js';
import { lockMember } from '../member/index.js';
import { cartItems } from './tables.js';

/** The member's cart in a language: every line with its current price and stock, and the total of what is selected. */
export async function readCart(db: Db, memberId: number, lang: Language): Promise<CartData> {
  const rows = await db.select({ item: cartItems, offer: offerColumns })
    .from(cartItems)
    .innerJoin(skuOffers, eq(skuOffers.skuId, cartItems.skuId))
    .where(eq(cartItems.memberId, memberId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  let total = new Money(0);
  let selectedCount = 0;
  let selectedQuantity = 0;
  const list = rows.map(({ item, offer }) => {
    const onShelf = offer.onShelf;
    const available = onShelf && offer.stock >= item.quantity;
    const subtotal = new Money(offer.price).times(item.quantity);
    if (item.selected && available) {
      total = total.plus(subtotal);
      selectedCount++;
      selectedQuantity += item.quantity;
    }
    return {
      id: item.id, sku_id: offer.skuId, product_id: offer.productId, name: pick(offer.names, lang), spec: pick(offer.specNames, lang),
      image: coverOf(offer), price: formatMoney(offer.price), quantity: item.quantity, stock: onShelf ? offer.stock : 0,
      selected: item.selected, available, presale: offer.presale, subtotal: formatMoney(subtotal),
    };
  });
  return { list, selected_count: selectedCount, selected_quantity: selectedQuantity, total: formatMoney(total), all_selected: list.length > 0 && list.every((l) => l.selected) };
}

/**
 * Adds a SKU (a chosen specification) to the cart, or raises the quantity of its line; never beyond stock, 99 or the
 * line limit. The member's row is locked first: without it, adds at once each read the cart before the others wrote
 * and together passed the stock or the limit.
 */
export async function addToCart(db: Db, memberId: number, skuId: number, quantity: number): Promise<void> {
  const sku = await sellableSku(db, skuId);
  await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [existing] = await tx.select().from(cartItems).where(and(eq(cartItems.memberId, memberId), eq(cartItems.skuId, skuId)));
    const wanted = (existing?.quantity ?? 0) + quantity;
    if (wanted > CART_MAX_QUANTITY) throw new AppError('field_too_big', { field: 'field.quantity', max: CART_MAX_QUANTITY });
    if (wanted > sku.stock) throw new AppError('cart_out_of_stock', { stock: sku.stock });
    if (existing) {
      await tx.update(cartItems).set({ quantity: wanted, selected: true, updatedAt: new Date() }).where(eq(cartItems.id, existing.id));
      return;
    }
    const [lines] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.memberId, memberId));
    if ((lines?.n ?? 0) >= CART_MAX_LINES) throw new AppError('cart_full', { max: CART_MAX_LINES });
    await tx.insert(cartItems).values({ memberId, skuId, quantity });
  });
}

async function ownLine(db: Db, memberId: number, id: number) {
  const [line] = await db.select().from(cartItems).where(and(eq(cartItems.id, id), eq(cartItems.memberId, memberId))).limit(1);
  // Another member's line answers exactly like a missing one.
  if (!line) throw new AppError('cart_line_not_found');
  return line;
}

/** Sets a line's quantity (1-99, at most the stock). */
export async function updateCartLine(db: Db, memberId: number, id: number, quantity: number): Promise<void> {
  const line = await ownLine(db, memberId, id);
  const sku = await sellableSku(db, line.skuId);
  if (quantity > sku.stock) throw new AppError('cart_out_of_stock', { stock: sku.stock });
  await db.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, line.id));
}

/** Removes lines; ids that are not the member's are ignored, and removing nothing of one's own says so. */
export async function deleteCartLines(db: Db, memberId: number, ids: number[]): Promise<void> {
  const gone = await db.delete(cartItems).where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids))).returning({ id: cartItems.id });
  if (gone.length === 0) throw new AppError('cart_line_not_found');
}

/** Selects or unselects one line for checkout. */
export async function selectCartLine(db: Db, memberId: number, id: number, selected: boolean): Promise<void> {
  const line = await ownLine(db, memberId, id);
  await db.update(cartItems).set({ selected, updatedAt: new Date() }).where(eq(cartItems.id, line.id));
}

/** Selects or unselects every line. */
export async function selectAllCart(db: Db, memberId: number, selected: boolean): Promise<void> {
  await db.update(cartItems).set({ selected, updatedAt: new Date() }).where(eq(cartItems.memberId, memberId));
}
