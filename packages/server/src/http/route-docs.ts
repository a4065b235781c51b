import { envelopeOf } from '@onego/contract';
import { z } from 'zod';

/** OpenAPI and answer schema of a call: its tag and the shape of `data` on success. */
export function answers(tag: string, data: z.ZodType = z.null(), summary?: string) {
  return { tags: [tag], summary, response: { 200: envelopeOf(data) } };
}

/** Per-route rate limits: requests per minute per address. */
export const RATE = {
  login: 20,
  register: 10,
  emailCode: 5,
  upload: 30,
  adminLogin: 20,
} as const;

/** Rate-limit route config, scaled (tests raise the limits to exercise other rules). */
export function perMinute(max: number, scale: number) {
  return { rateLimit: { max: Math.max(1, Math.round(max * scale)), timeWindow: '1 minute' } };
}
