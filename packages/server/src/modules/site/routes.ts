import { ajaxCalls, DEFAULT_LANGUAGE, LANGUAGES } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import { handle, type CallRoute } from '../../http/calls.js';
import { countriesIn } from './countries.js';
import { readSettings } from './settings.js';

/** Site name, version, contact, languages and settings; countries with area codes. The health check (not an API call). */
export function siteRoutes(app: FastifyInstance): CallRoute[] {
  app.get('/healthz', { schema: { hide: true } }, async () => {
    await app.deps.database.query('select 1');
    return { status: 'ok' };
  });
  return [
    handle(ajaxCalls.getConfig, async ({ ctx }) => {
      const s = await readSettings(ctx.db, undefined, ctx.lang);
      return {
        site_name: 'One Go',
        version: '1.0.0',
        service_phone: s.service_phone,
        service_days: s.service_days,
        service_email: s.service_email,
        languages: [...LANGUAGES],
        default_language: DEFAULT_LANGUAGE,
        checkin_points: s.checkin_points,
        transfer_fee_rate: s.transfer_fee_rate,
        transfer_fee_min: s.transfer_fee_min,
        transfer_min: s.transfer_min,
        transfer_daily_limit: s.transfer_daily_limit,
        subaccount_limit: s.subaccount_limit,
        public_url: app.deps.config.publicUrl,
        map_tile_url: app.deps.config.map.tileUrl,
        map_attribution: app.deps.config.map.attribution,
        map_geocoder_url: app.deps.config.map.geocoderUrl,
      };
    }),
    handle(ajaxCalls.countries, async ({ ctx }) => ({ list: countriesIn(ctx.lang) })),
  ];
}
