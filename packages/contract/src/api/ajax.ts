import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { getCall } from '../call.js';

export const SiteConfig = z.object({
  site_name: z.string(),
  version: z.string(),
  service_phone: z.string(),
  service_days: z.string(),
  service_email: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  default_language: z.enum(LANGUAGES),
  checkin_points: z.string(),
  transfer_fee_rate: z.string(),
  transfer_fee_min: z.string(),
  transfer_min: z.string(),
  transfer_daily_limit: z.string(),
  subaccount_limit: z.string(),
  public_url: z.string(),
  /** The map pages' tile server ({z}/{x}/{y} template) and its credit line; empty when none is configured. */
  // Defaults keep older fixtures and cached configs (from before the map pages) readable.
  map_tile_url: z.string().default(''),
  map_attribution: z.string().default(''),
  /** A Nominatim-style place search (`?format=json&q=`); empty when none is configured. */
  map_geocoder_url: z.string().default(''),
});
export type SiteConfig = z.infer<typeof SiteConfig>;
export const Country = z.object({ code: z.string(), name: z.string(), area_code: z.string() });
export const CountriesData = z.object({ list: z.array(Country) });
export type Country = z.infer<typeof Country>;

// ---- Calls under /api/ajax ----
/** Every /api/ajax/* call. */
export const ajaxCalls = {
  getConfig: getCall({ path: '/api/ajax/getConfig', access: 'guest', data: SiteConfig }),
  countries: getCall({ path: '/api/ajax/countries', access: 'guest', data: CountriesData }),
};
