import { CountriesData, LANGUAGES, DEFAULT_LANGUAGE, SiteConfig } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf, ok } from '../../http/context.js';
import { answers } from '../../http/route-docs.js';
import { countriesIn } from './countries.js';
import { readSettings } from './settings.js';

/** Site name, version, contact, languages and settings; countries with area codes. */
export function siteRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/ajax/getConfig', { schema: answers('ajax', SiteConfig) }, async (req) => {
    const s = await readSettings(ctxOf(req).db);
    return ok(req, {
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
    });
  });
  r.get('/api/ajax/countries', { schema: answers('ajax', CountriesData) }, async (req) => ok(req, { list: countriesIn(req.lang) }));
  app.get('/healthz', { schema: { hide: true } }, async () => {
    await app.deps.database.query('select 1');
    return { status: 'ok' };
  });
}
