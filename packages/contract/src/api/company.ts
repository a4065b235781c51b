import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { getCall } from '../call.js';

export const CompanyProfileData = z.object({
  title: z.string(),
  /** Plain text, one paragraph per line; empty until an operator writes the profile. */
  content: z.string(),
  image: z.string(),
  thumb: z.string(),
  /** The office on a map (WGS 84 degrees), null when none is set. */
  lat: z.number().nullable().default(null),
  lng: z.number().nullable().default(null),
  updated_at: UnixSeconds.nullable(),
});

/** Every /api/company/* call. */
export const companyCalls = {
  profile: getCall({ path: '/api/company/profile/index', access: 'guest', data: CompanyProfileData, summary: 'The company profile (about us)' }),
};
