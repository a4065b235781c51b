import { cartCalls } from '@onego/contract';
import { handle, type CallRoute } from '../../http/calls.js';
import type { Ctx } from '../../http/context.js';
import { addToCart, deleteCartLines, readCart, selectAllCart, selectCartLine, updateCartLine } from './cart.js';

/** The cart: every change answers the whole cart, so the app shows one consistent state. */
export function cartRoutes(): CallRoute[] {
  const cartOf = (ctx: Ctx, memberId: number) => readCart(ctx.db, memberId, ctx.lang);
  return [
    handle(cartCalls.index, ({ ctx, me }) => cartOf(ctx, me.member.id)),
    handle(cartCalls.add, async ({ ctx, me, body }) => {
      await addToCart(ctx.db, me.member.id, body.sku_id, body.quantity);
      return cartOf(ctx, me.member.id);
    }),
    handle(cartCalls.update, async ({ ctx, me, body }) => {
      await updateCartLine(ctx.db, me.member.id, body.id, body.quantity);
      return cartOf(ctx, me.member.id);
    }),
    handle(cartCalls.del, async ({ ctx, me, body }) => {
      await deleteCartLines(ctx.db, me.member.id, body.ids);
      return cartOf(ctx, me.member.id);
    }),
    handle(cartCalls.select, async ({ ctx, me, body }) => {
      await selectCartLine(ctx.db, me.member.id, body.id, body.selected);
      return cartOf(ctx, me.member.id);
    }),
    handle(cartCalls.selectAll, async ({ ctx, me, body }) => {
      await selectAllCart(ctx.db, me.member.id, body.selected);
      return cartOf(ctx, me.member.id);
    }),
  ];
}
