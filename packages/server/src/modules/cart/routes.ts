import { CartAddBody, CartData, CartDeleteBody, CartSelectAllBody, CartSelectBody, CartUpdateBody } from '@onego/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authMember } from '../../http/auth.js';
import { ctxOf, ok } from '../../http/context.js';
import { answers } from '../../http/route-docs.js';
import { addToCart, deleteCartLines, readCart, selectAllCart, selectCartLine, updateCartLine } from './cart.js';

/** The cart: every change answers the whole cart, so the app shows one consistent state. */
export function cartRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cartOf = async (req: FastifyRequest, memberId: number) => readCart(ctxOf(req).db, memberId, req.lang);

  r.get('/api/cart/index', { schema: answers('cart', CartData) }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await cartOf(req, member.id));
  });
  r.post('/api/cart/add', { schema: { ...answers('cart', CartData), body: CartAddBody } }, async (req) => {
    const { member } = await authMember(req);
    await addToCart(ctxOf(req).db, member.id, req.body.sku_id, req.body.quantity);
    return ok(req, await cartOf(req, member.id), 'cart_added');
  });
  r.post('/api/cart/update', { schema: { ...answers('cart', CartData), body: CartUpdateBody } }, async (req) => {
    const { member } = await authMember(req);
    await updateCartLine(ctxOf(req).db, member.id, req.body.id, req.body.quantity);
    return ok(req, await cartOf(req, member.id));
  });
  r.post('/api/cart/del', { schema: { ...answers('cart', CartData), body: CartDeleteBody } }, async (req) => {
    const { member } = await authMember(req);
    await deleteCartLines(ctxOf(req).db, member.id, req.body.ids);
    return ok(req, await cartOf(req, member.id));
  });
  r.post('/api/cart/select', { schema: { ...answers('cart', CartData), body: CartSelectBody } }, async (req) => {
    const { member } = await authMember(req);
    await selectCartLine(ctxOf(req).db, member.id, req.body.id, req.body.selected);
    return ok(req, await cartOf(req, member.id));
  });
  r.post('/api/cart/selectAll', { schema: { ...answers('cart', CartData), body: CartSelectAllBody } }, async (req) => {
    const { member } = await authMember(req);
    await selectAllCart(ctxOf(req).db, member.id, req.body.selected);
    return ok(req, await cartOf(req, member.id));
  });
}
