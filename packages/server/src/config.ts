import path from 'node:path';
import { z } from 'zod';
import { parsePinKeys, type PinKeyRing } from './lib/pin-keys.js';

const Bool = z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('One Go <no-reply@onego.local>'),
  ONEGO_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ONEGO_ROOT_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ONEGO_DEMO: Bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: Bool.default(false),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // Multiplies every per-minute limit: for load tests and browser journeys, whose requests all come from one address.
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  // The map pages' tile server ({z}/{x}/{y} template), its credit line, and a Nominatim-style place search.
  MAP_TILE_URL: z.url().refine((v) => /^https?:/.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), 'must be an http(s) URL with {z}, {x} and {y}').optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default(''),
  MAP_GEOCODER_URL: z.url().refine((v) => /^https?:/.test(v), 'must be an http(s) URL').optional(),
  PIN_KEYS: z.string().transform((v, ctx) => {
    const ring = parsePinKeys(v);
    if (typeof ring !== 'string') return ring;
    ctx.addIssue({ code: 'custom', message: ring });
    return z.NEVER;
  }).optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminPassword: string | undefined;
  rootPassword: string | undefined;
  demo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** How long an instance may answer a public catalogue read from memory (0: never); see ADR 0005. */
  catalogueCacheSeconds: number;
  /** How long a job stays claimed by an instance that stopped renewing it (killed) before another takes it again. */
  jobLeaseSeconds: number;
  /** Multiplies every per-minute limit (RATE_LIMIT_SCALE; 1 for a public server). */
  rateLimitScale: number;
  /** Keys of payment PIN hashes from PIN_KEYS; when unset the data folder's key file holds them (ADR 0006). */
  pinKeys: PinKeyRing | undefined;
  /** The map pages' settings (empty strings when unset: the pages then show coordinates on a plain background). */
  map: { tileUrl: string; attribution: string; geocoderUrl: string };
}

/** Reads and validates configuration from the environment; throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminPassword: e.ONEGO_ADMIN_PASSWORD,
    rootPassword: e.ONEGO_ROOT_PASSWORD,
    demo: e.ONEGO_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    pinKeys: e.PIN_KEYS,
    map: { tileUrl: e.MAP_TILE_URL ?? '', attribution: e.MAP_TILE_ATTRIBUTION, geocoderUrl: e.MAP_GEOCODER_URL ?? '' },
  };
}
