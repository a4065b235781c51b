import { envelopeOf } from '@onego/contract';
import { z } from 'zod';

export { RATE } from '@onego/contract';

/** OpenAPI and answer schema of a call registered by hand (not declared in the contract): its tag and the shape of `data`. */
export function answers(tag: string, data: z.ZodType = z.null(), summary?: string) {
  return { tags: [tag], summary, response: { 200: envelopeOf(data) } };
}

/** Rate-limit route config, scaled (tests raise the limits to exercise other rules). */
export function perMinute(max: number, scale: number) {
  return { rateLimit: { max: Math.max(1, Math.round(max * scale)), timeWindow: '1 minute' } };
}
