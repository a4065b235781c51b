import { userCalls } from '@onego/contract';
import { answer, handle, type CallRoute } from '../../http/calls.js';
import { ok } from '../../http/context.js';
import { checkIn, checkInStatus } from './checkin.js';

/** The daily check-in, and whether today's is done. */
export function checkinRoutes(): CallRoute[] {
  return [
    handle(userCalls.checkInStatus, ({ ctx, me }) => checkInStatus(ctx, me.member.id)),
    handle(userCalls.checkIn, async ({ req, ctx, me }) => {
      const data = await checkIn(ctx, me.member.id);
      // The message names the points, so the member reads the result in it.
      return answer(ok(req, data, userCalls.checkIn.message, { points: data.points }));
    }),
  ];
}
