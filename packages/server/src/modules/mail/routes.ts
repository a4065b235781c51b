import { emsCalls } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import { authMember } from '../../http/auth.js';
import { handle, type CallRoute } from '../../http/calls.js';
import { AppError } from '../../http/errors.js';
import { liveAccountWithEmail } from '../member/index.js';
import { sendEmailCode } from './email-codes.js';

/** Verification codes by email. */
export function mailRoutes(app: FastifyInstance): CallRoute[] {
  return [
    handle(emsCalls.send, async ({ req, ctx, body: { email, event } }) => {
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
      return null;
    }),
  ];
}
