import { bigint, bigserial, boolean, check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ts } from '../../db/columns.js';
import { productSkus } from '../catalogue/tables.js';
import { members } from '../member/tables.js';

/** A member's cart: one line per SKU, with its quantity and whether it is selected for checkout. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id),
    skuId: bigint('sku_id', { mode: 'number' }).notNull().references(() => productSkus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_member_sku_uq').on(t.memberId, t.skuId), check('cart_items_quantity_ck', sql`quantity between 1 and 99`)],
);
