import { ADDRESS_LIMIT, addressCalls } from '@onego/contract';
import { handle, type CallRoute } from '../../http/calls.js';
import type { Ctx } from '../../http/context.js';
import { addAddress, deleteAddress, editAddress, listAddresses, setDefaultAddress } from './addresses.js';

/** The member's shipping addresses: list, add, edit, delete, choose the default. */
export function addressRoutes(): CallRoute[] {
  const listOf = async (ctx: Ctx, memberId: number) => ({ list: await listAddresses(ctx.db, memberId, ctx.lang), limit: ADDRESS_LIMIT });
  return [
    handle(addressCalls.index, ({ ctx, me }) => listOf(ctx, me.member.id)),
    handle(addressCalls.add, ({ ctx, me, body }) => addAddress(ctx, me.member.id, body)),
    handle(addressCalls.edit, ({ ctx, me, body }) => editAddress(ctx, me.member.id, body)),
    handle(addressCalls.del, async ({ ctx, me, body }) => {
      await deleteAddress(ctx, me.member.id, body.id);
      return listOf(ctx, me.member.id);
    }),
    handle(addressCalls.setDefault, async ({ ctx, me, body }) => {
      await setDefaultAddress(ctx, me.member.id, body.id);
      return listOf(ctx, me.member.id);
    }),
  ];
}
