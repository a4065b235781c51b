import { DEFAULT_LANGUAGE, matchLanguage, nowSeconds, translate, type Language, type MessageKey } from '@onego/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { PinKeyRing } from '../lib/pin-keys.js';
import type { ChainRuntime } from '../modules/chain/index.js';
import type { JobRunner } from '../modules/jobs/index.js';
import type { Mailer } from '../modules/mail/index.js';

/** What every use case receives first: who calls, in which language, and the database (or transaction). */
export interface Ctx {
  db: Db;
  lang: Language;
  ip: string;
  userAgent: string;
  requestId: string;
  /** The server's keys of payment PIN hashes. */
  pinKeys: PinKeyRing;
}

/** Long-lived parts the routes need. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  pinKeys: PinKeyRing;
  /** Durable jobs: started by the server process (or a test), stopped when the app closes. */
  jobs: JobRunner;
  /** The chain (a real node or the demo chain), started by main.ts; undefined when the app runs without one (tests). */
  chain: ChainRuntime | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    lang: Language;
  }
}

/** Picks the caller's language from `lang`, then `think-lang`, then Accept-Language; zh-TW otherwise. */
export function languageOf(headers: Record<string, string | string[] | undefined>): Language {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return (
    matchLanguage(one(headers['lang'])) ??
    matchLanguage(one(headers['think-lang'])) ??
    matchLanguage(one(headers['accept-language'])) ??
    DEFAULT_LANGUAGE
  );
}

/** Builds the use-case context of a request. */
export function ctxOf(req: FastifyRequest): Ctx {
  return {
    db: req.server.deps.database.db,
    lang: req.lang,
    // Read only when a use case records them (sessions, audit, codes): every declared call builds a context, and the
    // proxy-aware address is worked out anew on each read, which cached catalogue reads should not pay for.
    get ip() {
      return req.ip;
    },
    get userAgent() {
      return String(req.headers['user-agent'] ?? '').slice(0, 300);
    },
    requestId: req.id,
    pinKeys: req.server.deps.pinKeys,
  };
}

/** Translates a key, translating `field.*` parameter values too. */
export function message(lang: Language, key: MessageKey | string, params: Record<string, string | number> = {}): string {
  const resolved: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) {
    resolved[k] = typeof v === 'string' && v.startsWith('field.') ? translate(lang, v) : v;
  }
  return translate(lang, key, resolved);
}

/** The success envelope. */
export function ok<T>(req: FastifyRequest, data: T, key: MessageKey = 'ok', params?: Record<string, string | number>) {
  return { code: 1, msg: message(req.lang, key, params), time: nowSeconds(), data };
}

/**
 * The success envelope around `data` that is already JSON (a cached, schema-checked rendering): written as text,
 * so the route's serializer is not run again on every request.
 */
export function okJson(req: FastifyRequest, reply: FastifyReply, dataJson: string) {
  const body = `{"code":1,"msg":${JSON.stringify(message(req.lang, 'ok'))},"time":${nowSeconds()},"data":${dataJson}}`;
  return reply.type('application/json; charset=utf-8').send(body);
}
