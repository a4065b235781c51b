import { ADDRESS_LIMIT, Address, AddressAddBody, AddressEditBody, AddressIdBody, AddressListData } from '@onego/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authMember } from '../../http/auth.js';
import { ctxOf, ok } from '../../http/context.js';
import { answers } from '../../http/route-docs.js';
import { addAddress, deleteAddress, editAddress, listAddresses, setDefaultAddress } from './addresses.js';

/** The member's shipping addresses: list, add, edit, delete, choose the default. */
export function addressRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const listOf = async (req: FastifyRequest, memberId: number) => ({
    list: await listAddresses(ctxOf(req).db, memberId, req.lang),
    limit: ADDRESS_LIMIT,
  });

  r.get('/api/address/index', { schema: answers('address', AddressListData) }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await listOf(req, member.id));
  });

  r.post('/api/address/add', { schema: { ...answers('address', Address), body: AddressAddBody } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await addAddress(ctxOf(req), member.id, req.body), 'address_saved');
  });

  r.post('/api/address/edit', { schema: { ...answers('address', Address), body: AddressEditBody } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await editAddress(ctxOf(req), member.id, req.body), 'address_saved');
  });

  r.post('/api/address/del', { schema: { ...answers('address', AddressListData), body: AddressIdBody } }, async (req) => {
    const { member } = await authMember(req);
    await deleteAddress(ctxOf(req), member.id, req.body.id);
    return ok(req, await listOf(req, member.id), 'address_deleted');
  });

  r.post('/api/address/setDefault', { schema: { ...answers('address', AddressListData), body: AddressIdBody } }, async (req) => {
    const { member } = await authMember(req);
    await setDefaultAddress(ctxOf(req), member.id, req.body.id);
    return ok(req, await listOf(req, member.id), 'address_default_set');
  });
}
