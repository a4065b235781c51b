import { z } from 'zod';
import { getCall, postCall } from '../call.js';

import { CART_MAX_LINES, CART_MAX_QUANTITY } from './cart-limits.js';

// The limits live apart, without zod: a product page's quantity stepper needs them, not the cart's schemas.
export { CART_MAX_LINES, CART_MAX_QUANTITY } from './cart-limits.js';

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const Quantity = z.coerce.number().int().min(1).max(CART_MAX_QUANTITY);

/** Adding needs a chosen specification (SKU): a product alone is refused. */
export const CartAddBody = z.object({ sku_id: Id, quantity: Quantity.default(1) });
export const CartUpdateBody = z.object({ id: Id, quantity: Quantity });
export const CartDeleteBody = z.object({ ids: z.array(Id).min(1).max(CART_MAX_LINES) });
export const CartSelectBody = z.object({ id: Id, selected: z.boolean() });
export const CartSelectAllBody = z.object({ selected: z.boolean() });

export const CartLine = z.object({
  id: z.number().int(),
  sku_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  image: z.string(),
  price: z.string(),
  quantity: z.number().int(),
  stock: z.number().int(),
  selected: z.boolean(),
  /** On the shelf with enough stock for the quantity: only such lines count towards the total and checkout. */
  available: z.boolean(),
  presale: z.boolean(),
  subtotal: z.string(),
});
export type CartLine = z.infer<typeof CartLine>;

export const CartData = z.object({
  list: z.array(CartLine),
  selected_count: z.number().int(),
  selected_quantity: z.number().int(),
  total: z.string(),
  all_selected: z.boolean(),
});
export type CartData = z.infer<typeof CartData>;

// ---- Calls under /api/cart (every change answers the whole cart) ----
/** Every /api/cart/* call. */
export const cartCalls = {
  index: getCall({ path: '/api/cart/index', access: 'member', data: CartData }),
  add: postCall({ path: '/api/cart/add', access: 'member', body: CartAddBody, data: CartData, message: 'cart_added' }),
  update: postCall({ path: '/api/cart/update', access: 'member', body: CartUpdateBody, data: CartData }),
  del: postCall({ path: '/api/cart/del', access: 'member', body: CartDeleteBody, data: CartData }),
  select: postCall({ path: '/api/cart/select', access: 'member', body: CartSelectBody, data: CartData }),
  selectAll: postCall({ path: '/api/cart/selectAll', access: 'member', body: CartSelectAllBody, data: CartData }),
};
