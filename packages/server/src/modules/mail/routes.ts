import { EmsSendBody } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authMember } from '../../http/auth.js';
import { ctxOf, ok } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { answers, perMinute, RATE } from '../../http/route-docs.js';
import { liveAccountWithEmail } from '../member/account.js';
import { sendEmailCode } from './email-codes.js';

/** Verification codes by email. */
export function mailRoutes(app: FastifyInstance, rateScale: number): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/ems/send', { schema: { ...answers('ems'), body: EmsSendBody }, config: perMinute(RATE.emailCode, rateScale) }, async (req) => {
    const ctx = ctxOf(req);
    const { email, event } = req.body;
    let deliver: boolean;
    if (event === 'changeemail') {
      // Only a logged-in member may ask to prove a new address, and only one nobody else uses.
      await authMember(req);
      if (await liveAccountWithEmail(ctx, email)) throw new AppError('email_taken');
      deliver = true;
    } else {
      // Password reset: the same answer whether or not the address has an account, so accounts cannot be probed.
      deliver = await liveAccountWithEmail(ctx, email);
    }
    await sendEmailCode(ctx.db, { email, event, lang: req.lang, ip: ctx.ip, deliver });
    return ok(req, null, 'email_code_sent');
  });
}
