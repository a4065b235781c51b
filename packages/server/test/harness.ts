import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translate } from '@onego/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { connectClient } from '../src/db/connection-loss.js';
import { runMigrations } from '../src/db/migrate.js';
import { createOperator } from '../src/modules/admin/operators.js';
import { createRoot } from '../src/modules/member/root.js';
import type { MemberRow } from '../src/modules/member/userinfo.js';
import { startSmtp } from './smtp.js';

/** Which database this test run uses: ONEGO_TEST_DB=pg for the PostgreSQL server, otherwise the embedded one. */
export const TEST_DB = process.env.ONEGO_TEST_DB === 'pg' ? 'pg' : 'pglite';
/** Server used when TEST_DB is pg; each test file gets a database of its own on it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://onego:onego@127.0.0.1:5432/onego';

/** The migrated embedded database the test run saved (pglite-template.ts); none outside vitest, as in a bench. */
async function pgliteTemplate(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('pgliteTemplate');
}

/** A fresh, migrated database of the kind under test; close() drops it. */
export async function openTestDatabase(): Promise<Database> {
  if (TEST_DB === 'pglite') {
    // The saved copy was migrated at this run's start; outside vitest (a bench) the database is migrated here.
    const template = await pgliteTemplate();
    if (template) return openPglite('memory://', { loadDataDir: new Blob([readFileSync(template)]) });
    const database = await openPglite('memory://');
    await runMigrations(database);
    return database;
  }
  const name = `onego_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await connectClient({ connectionString: TEST_DATABASE_URL });
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 20);
  await runMigrations(database);
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      const dropper = await connectClient({ connectionString: TEST_DATABASE_URL });
      // The pool's end() resolves once it has asked its connections to close, not when they have: forcing the drop
      // while one is still closing would end it with an error nobody listens to. Wait for them (a few ms) first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await dropper.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export const ROOT_PASSWORD = 'RootPass123';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  root: MemberRow;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  dataDir: string;
  /** Sends a request and returns status and parsed body. */
  call(opts: InjectOptions & { token?: string; lang?: string }): Promise<{ status: number; body: { code: number; msg: string; time: number; data: any; raw?: string } }>;
  /** A JSON POST as a member (or a guest without a token), answered in English. */
  post(url: string, payload: unknown, token?: string): ReturnType<TestApp['call']>;
  close(): Promise<void>;
}

/** Builds the app in-process on a fresh database, with a real SMTP server on loopback and a root member. */
export async function startTestApp(
  opts: { rateScale?: number; jobs?: boolean; builtApps?: AppOptions['builtApps']; chain?: AppOptions['chain']; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const smtp = await startSmtp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'onego-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: smtp.url, PUBLIC_URL: 'http://onego.test', ...opts.env });
  const app = await buildApp({ config, database, rateScale: opts.rateScale ?? 1000, logger: false, builtApps: opts.builtApps, chain: opts.chain });
  await app.ready();
  // Workers run as in the server (mail goes out through them); scheduled work only where a test starts it itself.
  if (opts.jobs !== false) app.deps.jobs.start({ pollMs: 20, schedules: false });
  const root = await createRoot(database.db, ROOT_PASSWORD);
  const call: TestApp['call'] = async ({ token, lang, headers, ...rest }) => {
    const res = await app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { token } : {}), ...(lang ? { lang } : {}) } });
    let body: any;
    try {
      body = res.json();
    } catch {
      body = { raw: res.body };
    }
    return { status: res.statusCode, body };
  };
  return {
    app, database, root, smtp, dataDir, call,
    post: (url, payload, token) => call({ method: 'POST', url, payload: payload as object, token, lang: 'en' }),
    async close() {
      await app.close();
      await smtp.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server message in English, as a test expects to read it. */
export const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);

let mobileSeq = 0;
/** A valid, unique registration body (Singapore mobile numbers) under the given codes. */
export function registration(codes: { invite_code: string; node_code: string }, over: Record<string, unknown> = {}) {
  mobileSeq++;
  const n = `${process.pid % 1000}${mobileSeq}`.padStart(7, '0').slice(-7);
  return {
    name: `Member ${mobileSeq}`,
    birthday: '1990-05-17',
    area_code: '65',
    mobile: `9${n}`,
    email: `m${mobileSeq}.${Math.random().toString(36).slice(2, 7)}@example.test`,
    nationality: 'SG',
    password: 'Passw0rd!',
    agree: true,
    ...codes,
    ...over,
  };
}

/** Registers a member under the given codes and returns token and userinfo. */
export async function registerMember(t: TestApp, codes: { invite_code: string; node_code: string }, over: Record<string, unknown> = {}) {
  const body = registration(codes, over);
  const res = await t.call({ method: 'POST', url: '/api/user/register', payload: body });
  if (res.body.code !== 1) throw new Error(`register failed: ${res.body.msg}`);
  return { ...res.body.data as { token: string; userinfo: any }, password: body.password as string, email: body.email as string };
}

/** The root's codes for its left or right area. */
export function rootCodes(t: TestApp, side: 'L' | 'R' = 'L') {
  return { invite_code: t.root.inviteCode, node_code: side === 'L' ? t.root.leftNodeCode : t.root.rightNodeCode };
}

export type OperatorName = 'boss' | 'fin' | 'ops';
type AdminCallOptions = { as?: OperatorName; body?: unknown; query?: Record<string, string>; lang?: string };

/**
 * Three signed-in operators, one per role (boss: super admin, fin: finance, ops: operations), and a caller of the
 * back-office API that acts as one of them.
 */
export async function signInOperators(t: TestApp) {
  const tokens: Record<OperatorName, string> = { boss: '', fin: '', ops: '' };
  const api = (method: 'GET' | 'POST', url: string, opts: AdminCallOptions = {}) => t.call({
    method, url, query: opts.query, lang: opts.lang ?? 'en',
    headers: opts.as ? { 'admin-token': tokens[opts.as] } : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  const accounts = [['boss', 'BossPass123', 'super_admin'], ['fin', 'FinPass123', 'finance'], ['ops', 'OpsPass123', 'operations']] as const;
  for (const [username, password, role] of accounts) {
    await createOperator(t.database.db, { username, password, role });
    const res = await api('POST', '/admin-api/auth/login', { body: { username, password } });
    if (res.body.code !== 1) throw new Error(`operator ${username} could not sign in: ${res.body.msg}`);
    tokens[username] = res.body.data.token;
  }
  return { api, tokens };
}
