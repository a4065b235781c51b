import { z } from 'zod';

export { ResultCode, type Envelope } from './result-code.js';

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
