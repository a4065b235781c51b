import { CheckInData } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authMember } from '../../http/auth.js';
import { ctxOf, ok } from '../../http/context.js';
import { answers } from '../../http/route-docs.js';
import { checkIn } from './checkin.js';

/** The daily check-in. */
export function checkinRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/user/checkIn', { schema: answers('user', CheckInData) }, async (req) => {
    const { member } = await authMember(req);
    const data = await checkIn(ctxOf(req), member.id);
    return ok(req, data, 'checkin_ok', { points: data.points });
  });
}
