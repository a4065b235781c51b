import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { networkNodes } from '../src/modules/network/tables.js';
import { registration, rootCodes, startTestApp, TEST_DB, type TestApp } from './harness.js';

// Several stateless instances against one PostgreSQL server: what DESIGN.md's scale-out relies on.
describe.runIf(TEST_DB === 'pg')('two server instances on one database', () => {
  let a: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondDb: Awaited<ReturnType<typeof openPostgres>>;

  beforeAll(async () => {
    a = await startTestApp();
    secondDb = await openPostgres(a.database.url!, 5);
    // Both instances migrating at once must be harmless (advisory lock).
    await Promise.all([runMigrations(a.database), runMigrations(secondDb)]);
    second = await buildApp({ config: loadConfig({ DATA_DIR: a.dataDir, LOG_LEVEL: 'silent' }), database: secondDb, rateScale: 1000, logger: false });
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await a?.close();
  });

  it('a session opened on one instance works and ends on the other', async () => {
    const reg = await a.call({ method: 'POST', url: '/api/user/register', payload: registration(rootCodes(a)) });
    const token = reg.body.data.token as string;
    const onB = await second.inject({ method: 'GET', url: '/api/user/userInfo', headers: { token } });
    expect(onB.json().data.member_id).toBe(reg.body.data.userinfo.member_id);
    await second.inject({ method: 'POST', url: '/api/user/logout', headers: { token } });
    expect((await a.call({ method: 'GET', url: '/api/user/userInfo', token })).body.code).toBe(303);
  });

  it('registrations spread over both instances on one node code build one consistent chain', async () => {
    const codes = rootCodes(a, 'R');
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => {
      const payload = registration(codes);
      return i % 2 === 0
        ? a.call({ method: 'POST', url: '/api/user/register', payload })
        : second.inject({ method: 'POST', url: '/api/user/register', payload }).then((r) => ({ body: r.json() }));
    }));
    expect(results.every((r) => r.body.code === 1)).toBe(true);
    const nodes = await a.database.db.select().from(networkNodes);
    const rightSide = nodes.filter((n) => n.side === 'R');
    const parents = new Set(rightSide.map((n) => n.parentId));
    expect(parents.size).toBe(rightSide.length);
    expect(Math.max(...rightSide.map((n) => n.depth))).toBe(16);
  });
});
