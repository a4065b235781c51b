import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkNodes } from '../src/modules/network/tables.js';
import { members } from '../src/modules/member/tables.js';
import { registration, rootCodes, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('registrations at the same time', () => {
  it('place every newcomer in a free position of its own, on both sides', async () => {
    const payloads = Array.from({ length: 24 }, (_, i) => registration(rootCodes(t, i % 2 === 0 ? 'L' : 'R')));
    const results = await Promise.all(payloads.map((payload) => t.call({ method: 'POST', url: '/api/user/register', payload })));
    expect(results.map((r) => r.body.code)).toEqual(Array(24).fill(1));
    const nodes = await t.database.db.select().from(networkNodes);
    const slots = new Set(nodes.filter((n) => n.parentId !== null).map((n) => `${n.parentId}${n.side}`));
    expect(slots.size).toBe(nodes.length - 1);
    for (const n of nodes) {
      if (n.leftChildId) expect(nodes.find((c) => c.memberId === n.leftChildId)).toMatchObject({ parentId: n.memberId, side: 'L', depth: n.depth + 1 });
      if (n.rightChildId) expect(nodes.find((c) => c.memberId === n.rightChildId)).toMatchObject({ parentId: n.memberId, side: 'R', depth: n.depth + 1 });
    }
    expect(Math.max(...nodes.map((n) => n.depth))).toBe(12);
  });

  it('let only one of two racing registrations with the same email through', async () => {
    const email = `race.${Date.now()}@example.test`;
    const [x, y] = await Promise.all([0, 1].map(() => t.call({ method: 'POST', url: '/api/user/register', payload: registration(rootCodes(t), { email }), lang: 'en' })));
    expect([x!.body.code, y!.body.code].sort()).toEqual([0, 1]);
    expect([x!.body.msg, y!.body.msg]).toContain('This email is already registered');
    const rows = (await t.database.db.select().from(members)).filter((m) => m.email === email);
    expect(rows).toHaveLength(1);
  });
});
