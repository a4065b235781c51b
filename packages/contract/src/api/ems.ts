import { z } from 'zod';
import { postCall, RATE } from '../call.js';
import { Email } from './fields.js';

export const EmsEvent = z.enum(['resetpwd', 'changeemail']);
export const EmsSendBody = z.object({ email: Email, event: EmsEvent.default('resetpwd') });

/** Every /api/ems/* call. */
export const emsCalls = {
  send: postCall({
    path: '/api/ems/send', access: 'guest', body: EmsSendBody, message: 'email_code_sent', perMinute: RATE.emailCode,
    summary: 'Send an email code; `changeemail` needs a signed-in member',
  }),
};
