import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import helmet from 'helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { languageOf, type AppDeps } from './http/context.js';
import { loadPinKeyRing } from './lib/pin-key-file.js';
import type { PinKeyRing } from './lib/pin-keys.js';
import { answerFrameworkError, installErrorHandling } from './http/error-handler.js';
import { installNoStore } from './http/no-store.js';
import { OneLineRequestLog } from './http/request-log.js';
import { serveCalls } from './http/calls.js';
import { addressRoutes } from './modules/address/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { contentRoutes } from './modules/content/routes.js';
// Member services.
import { kycRoutes } from './modules/kyc/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { applicationRoutes } from './modules/application/routes.js';
import { checkinRoutes } from './modules/checkin/routes.js';
import { createServerJobs } from './jobs/register.js';
import { jobsAdminRoutes } from './modules/jobs/routes.js';
import type { RunnerOptions } from './modules/jobs/index.js';
import type { ChainRuntime } from './modules/chain/index.js';
import { createMailer, type Mailer } from './modules/mail/index.js';
import { mailRoutes } from './modules/mail/routes.js';
import { memberRoutes } from './modules/member/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { uploadRoutes } from './modules/upload/routes.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { rechargeRoutes } from './modules/chain/routes.js';
import { adminChainRoutes } from './modules/chain/admin-routes.js';
import { bonusRoutes } from './modules/bonus/routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { cartRoutes } from './modules/cart/routes.js';
import { orderRoutes } from './modules/order/routes.js';
import { adminOrderRoutes } from './modules/order/admin-routes.js';
import { subAccountRoutes } from './modules/member/subaccount-routes.js';
import { withdrawRoutes } from './modules/withdrawal/routes.js';
import { adminWithdrawalRoutes } from './modules/withdrawal/admin-routes.js';
import { adminBonusRoutes } from './modules/bonus/admin-routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { MAX_UPLOAD_BYTES } from './modules/upload/index.js';
import { serveBuiltApps, type BuiltApps } from './http/static-apps.js';

const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Keys of payment PIN hashes; read from the configuration (PIN_KEYS or the data folder's key file) when omitted. */
  pinKeys?: PinKeyRing;
  /** Multiplies every per-route rate limit; tests raise it so only the tests about limits meet them. */
  rateScale?: number;
  /** false: no log at all (tests); a file: the log goes there instead of stdout (benchmarks log as production does). */
  logger?: boolean | { file: string };
  /** Lease and concurrency of the job runner (tests shorten the lease). */
  jobs?: RunnerOptions;
  /** Folders of the built member app and back office (tests serve their own); the packages' dist folders by default. */
  builtApps?: BuiltApps;
  /** The chain the deposit scanner and the USDT pages use; started by main.ts (tests pass an anvil's). */
  chain?: ChainRuntime;
}

/** Builds the whole HTTP application: member API, back-office API, OpenAPI, and the two built apps. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  // Security headers from helmet itself, built once: @fastify/helmet builds the middleware again on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The map pages load tiles from the configured tile server and ask the configured place search.
        imgSrc: ["'self'", 'data:', 'blob:', ...originOf(config.map.tileUrl)],
        // antd and antd-mobile write their styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", ...originOf(config.map.geocoderUrl)],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel, ...(typeof opts.logger === 'object' ? { file: opts.logger.file } : {}) },
    trustProxy: config.trustProxy,
    requestTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    // The old client calls {host}/index.php/api/...; both spellings reach the same routes.
    rewriteUrl: (req) => (req.url?.startsWith('/index.php/') ? req.url.slice('/index.php'.length) : req.url ?? '/'),
    genReqId: () => crypto.randomUUID(),
    // One log line per request, written when it is answered, instead of Fastify's two.
    logController: new OneLineRequestLog(),
    // Bad addresses are answered before any hook runs, so the security headers are applied here too.
    frameworkErrors: (error, req, reply) => securityHeaders(req.raw, reply.raw, () => answerFrameworkError(error, req, reply)),
  });
  const mailer = opts.mailer ?? createMailer(config.smtpUrl, config.mailFrom, app.log);
  const pinKeys = opts.pinKeys ?? loadPinKeyRing(config).ring;
  const jobs = createServerJobs({ db: database.db, mailer, log: app.log, chain: opts.chain }, { leaseMs: config.jobLeaseSeconds * 1000, ...opts.jobs });
  const deps: AppDeps = { config, database, mailer, pinKeys, jobs, chain: opts.chain };
  app.decorate('deps', deps);
  app.decorateRequest('lang', 'zh-TW');
  app.addHook('onRequest', async (req) => {
    req.lang = languageOf(req.headers);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installNoStore(app);

  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'One Go API', version: '1.0.0', description: 'Member API under /api (also /index.php/api) and back-office API under /admin-api. Every answer is { code, msg, time, data }.' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          adminToken: { type: 'apiKey', in: 'header', name: 'admin-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Every declared call of the contract, served by the module that owns it.
  serveCalls(app, [
    ...siteRoutes(app),
    ...memberRoutes(app),
    ...mailRoutes(app),
    ...checkinRoutes(),
    ...uploadRoutes(app),
    ...walletRoutes(),
    ...bonusRoutes(),
    ...teamRoutes(),
    ...addressRoutes(),
    ...subAccountRoutes(),
    ...adminRoutes(app),
    ...catalogueRoutes(app),
    ...contentRoutes(app),
    ...cartRoutes(),
    ...orderRoutes(app),
    ...adminOrderRoutes(),
    ...jobsAdminRoutes(),
    // Member services.
    ...kycRoutes(app),
    ...feedbackRoutes(),
    ...applicationRoutes(app),
    ...rechargeRoutes(app),
    ...adminChainRoutes(app),
    ...withdrawRoutes(),
    ...adminWithdrawalRoutes(),
    ...adminBonusRoutes(),
    ...dashboardRoutes(),
  ], { rateScale: opts.rateScale ?? 1 });

  mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  await app.register(fastifyStatic, { root: path.join(config.dataDir, 'uploads'), prefix: '/uploads/', decorateReply: false });
  await serveBuiltApps(app, opts.builtApps ?? { web: path.join(packagesDir, 'web/dist'), admin: path.join(packagesDir, 'admin/dist') });
  app.get('/admin', { schema: { hide: true } }, (_req, reply) => reply.redirect('/admin/'));
  // Workers first (waiting for the jobs they run, which may be sending mail), then the mail transport.
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
  });
  const unwatch = database.onConnectionLost((err) => {
    app.log.warn({ err }, 'PostgreSQL ended a database connection (restart, failover or terminated); requests using it failed, the pool opens a new one');
  });
  app.addHook('onClose', async () => unwatch());
  return app;
}

/** The origin of a configured URL, for the security policy's source lists (none when unset; a template's host is literal). */
function originOf(url: string): string[] {
  if (!url) return [];
  try {
    return [new URL(url.replace(/\{[a-z]\}/g, '0')).origin];
  } catch {
    return [];
  }
}
