import { z } from 'zod';

/** Body codes of every answer: 1 success, 0 failure, 303 session ended (client clears token and user info). */
export const ResultCode = { OK: 1, FAIL: 0, SESSION_ENDED: 303 } as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** The envelope every call answers with. */
export interface Envelope<T> {
  code: number;
  msg: string;
  time: number;
  data: T;
}

/** Wraps a data schema in the envelope, for OpenAPI and for clients that validate answers. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), time: z.number().int(), data });
}

/** 10-digit Unix seconds, the only time format on the wire. */
export const UnixSeconds = z.number().int().nonnegative();

/** Current time as 10-digit Unix seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
