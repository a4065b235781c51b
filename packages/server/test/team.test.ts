import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDate, trackOrder } from '../src/modules/bonus/index.js';
import { countTeams, isInDownline } from '../src/modules/network/index.js';
import { networkStats } from '../src/modules/network/tables.js';
import { members } from '../src/modules/member/tables.js';
import { inArray } from 'drizzle-orm';
import { completedOrder, join } from './bonus-helpers.js';
import { en, registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';
import { memberRow } from './wallet-helpers.js';

// The member's own team (spec §7 /api/user/binaryTree and /api/user/direct): a window of the downline, never above
// the caller nor in another branch; the direct referrals with their figures, paged and searchable.
//
//            root
//           /    \
//          A      E          A, E sponsored by root
//         / \
//        B   C               B, C sponsored by A
//       / \
//      D   G                 D sponsored by B; G sponsored by C, placed with B's right code
//     /
//    F                       F sponsored by B, placed with A's left code (the end of A's left side)

let t: TestApp;
const get = (url: string, token: string, query?: Record<string, string>, lang = 'en') => t.call({ method: 'GET', url, token, query, lang });
type Who = { id: number; memberId: string; token: string };
const ids: Record<string, number> = {};
const pub: Record<string, string> = {};
let A: Who;
let B: Who;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp({ jobs: false });
  const db = t.database.db;
  const reg = async (codes: { invite_code: string; node_code: string }, nickname: string): Promise<Who> => {
    const r = await registerMember(t, codes, { name: nickname });
    const row = await memberRow(t, r.userinfo.member_id);
    return { id: row.id, memberId: row.memberId, token: r.token };
  };
  A = await reg(rootCodes(t, 'L'), 'Alice Team');
  const aRow = await memberRow(t, A.memberId);
  B = await reg({ invite_code: aRow.inviteCode, node_code: aRow.leftNodeCode }, 'Bob Team');
  ids.A = A.id;
  ids.B = B.id;
  ids.C = await join(db, A.id, A.id, 'R');
  ids.D = await join(db, B.id, B.id, 'L');
  ids.E = await join(db, t.root.id, t.root.id, 'R');
  ids.G = await join(db, ids.C, B.id, 'R');
  ids.F = await join(db, B.id, A.id, 'L');
  ids.root = t.root.id;
  const rows = await db.select({ id: members.id, memberId: members.memberId }).from(members).where(inArray(members.id, Object.values(ids)));
  for (const [k, id] of Object.entries(ids)) pub[k] = rows.find((r) => r.id === id)!.memberId;
  // B bought 1,000 BV before (V1); D's order of 500 was confirmed 7 days ago and pays today: B earns from it.
  await db.insert(networkStats).values({ memberId: B.id, personalBv: '1000', level: 1 });
  await trackOrder(db, await completedOrder(db, ids.D, '500', new Date(Date.now() - 7 * 86_400_000)));
  await settleDate(db, today);
  await countTeams(db);
}, 120_000);
afterAll(async () => { await t?.close(); });

const idsOf = (nodes: Array<{ member_id: string }>) => nodes.map((n) => n.member_id).sort();
const names = (...keys: string[]) => keys.map((k) => pub[k]!).sort();

describe('GET /api/user/binaryTree', () => {
  it('shows the caller\'s own position and the levels below it, with the figures and the team counts', async () => {
    const res = await get('/api/user/binaryTree', A.token);
    expect(res.body.code).toBe(1);
    const data = res.body.data;
    expect(data.is_top).toBe(true);
    expect(data.up_id).toBe('');
    expect(idsOf(data.nodes)).toEqual(names('A', 'B', 'C', 'D', 'G', 'F'));
    const top = data.nodes[0];
    expect(top).toMatchObject({ member_id: A.memberId, nickname: 'Alice Team', depth: 0, side: '', parent_id: '',
      left_count: 4, right_count: 1, left_new: 4, right_new: 1, has_left: true, has_right: true, left_bv: '500.00', right_bv: '0.00' });
    const f = data.nodes.find((n: { member_id: string }) => n.member_id === pub.F);
    expect(f).toMatchObject({ depth: 3, side: 'L', parent_id: pub.D, has_left: false });
    const g = data.nodes.find((n: { member_id: string }) => n.member_id === pub.G);
    expect(g).toMatchObject({ depth: 2, side: 'R', parent_id: B.memberId });
  });

  it('goes down to a node of the downline a few levels at a time, and says where "up" leads', async () => {
    const one = (await get('/api/user/binaryTree', A.token, { member_id: B.memberId, depth: '1' })).body.data;
    expect(one.is_top).toBe(false);
    expect(one.up_id).toBe(A.memberId);
    expect(idsOf(one.nodes)).toEqual(names('B', 'D', 'G'));
    const deep = (await get('/api/user/binaryTree', A.token, { member_id: pub.F! })).body.data;
    expect(deep.up_id).toBe(pub.D);
    expect(idsOf(deep.nodes)).toEqual(names('F'));
    // The caller's own node is the top: nothing above it is offered.
    const self = (await get('/api/user/binaryTree', B.token, { member_id: B.memberId })).body.data;
    expect(self).toMatchObject({ is_top: true, up_id: '' });
  });

  it('refuses an ancestor, another branch, the root and an unknown member, with one answer', async () => {
    for (const other of [A.memberId, pub.C!, pub.E!, pub.root!, '99999999']) {
      const res = await get('/api/user/binaryTree', B.token, { member_id: other });
      expect(res.body.code, other).toBe(0);
      expect(res.body.msg).toBe(en('team_not_in_downline'));
      expect(res.body.data).toBeNull();
    }
    const zh = await get('/api/user/binaryTree', B.token, { member_id: pub.C! }, 'zh-TW');
    expect(zh.body.msg).toBe('此會員不在您的團隊中');
  });

  it('tells downline from the rest by spines, whatever the turns', async () => {
    const db = t.database.db;
    expect(await isInDownline(db, ids.A!, ids.F!)).toBe(true);
    expect(await isInDownline(db, ids.B!, ids.F!)).toBe(true);
    expect(await isInDownline(db, ids.D!, ids.F!)).toBe(true);
    expect(await isInDownline(db, ids.B!, ids.G!)).toBe(true);
    expect(await isInDownline(db, ids.root!, ids.G!)).toBe(true);
    expect(await isInDownline(db, ids.C!, ids.G!)).toBe(false);
    expect(await isInDownline(db, ids.G!, ids.D!)).toBe(false);
    expect(await isInDownline(db, ids.F!, ids.B!)).toBe(false);
    expect(await isInDownline(db, ids.E!, ids.F!)).toBe(false);
  });

  it('checks its input in the caller\'s language', async () => {
    const deep = await get('/api/user/binaryTree', A.token, { depth: '9' });
    expect(deep.body.code).toBe(0);
    expect(deep.body.msg).toContain('Levels shown');
    const bad = await get('/api/user/binaryTree', A.token, { member_id: 'abc' });
    expect(bad.body.code).toBe(0);
    expect(bad.body.msg).toContain('Member ID');
    const guest = await t.call({ method: 'GET', url: '/api/user/binaryTree', lang: 'en' });
    expect(guest.status).toBe(401);
  });
});

describe('GET /api/user/direct', () => {
  it('lists the caller\'s direct referrals with level, income, volumes and ratio', async () => {
    const res = await get('/api/user/direct', A.token);
    expect(res.body.code).toBe(1);
    expect(res.body.data.total).toBe(2);
    expect(idsOf(res.body.data.list)).toEqual(names('B', 'C'));
    const b = res.body.data.list.find((m: { member_id: string }) => m.member_id === B.memberId);
    const paid = (await get('/api/userBonusReport/totalStats', B.token)).body.data.total;
    expect(Number(paid)).toBeGreaterThan(0);
    expect(b).toMatchObject({ nickname: 'Bob Team', level: 1, income: paid, order_amount: '1000.00', direct_performance: '500.00', bonus_ratio: '0' });
    // Only one's own referrals: B's list holds D and F, not A's.
    expect(idsOf((await get('/api/user/direct', B.token)).body.data.list)).toEqual(names('D', 'F'));
  });

  it('pages and searches by member ID or name', async () => {
    const first = (await get('/api/user/direct', A.token, { limit: '1' })).body.data;
    const second = (await get('/api/user/direct', A.token, { limit: '1', page: '2' })).body.data;
    expect(first.total).toBe(2);
    expect(first.list).toHaveLength(1);
    expect(idsOf([...first.list, ...second.list])).toEqual(names('B', 'C'));
    expect(idsOf((await get('/api/user/direct', A.token, { keyword: B.memberId.slice(0, 6) })).body.data.list)).toContain(B.memberId);
    const byName = (await get('/api/user/direct', A.token, { keyword: 'bob' })).body.data;
    expect(idsOf(byName.list)).toEqual([B.memberId]);
    expect((await get('/api/user/direct', A.token, { keyword: '100%' })).body.data.total).toBe(0);
  });

  it('checks its input in the caller\'s language', async () => {
    const big = await get('/api/user/direct', A.token, { limit: '1000' });
    expect(big.body.code).toBe(0);
    expect(big.body.msg).toContain('Page size');
    const ctl = await get('/api/user/direct', A.token, { keyword: 'a\u0001b' });
    expect(ctl.body.code).toBe(0);
    expect(ctl.body.msg).toContain('Keyword');
  });
});

describe('team counts and levels', () => {
  it('counts again only what changed', async () => {
    expect(await countTeams(t.database.db)).toBe(0);
    // Eight days on, nobody is new any more: the "new" figures of every member with a team change.
    expect(await countTeams(t.database.db, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThan(0);
    const top = (await get('/api/user/binaryTree', A.token)).body.data.nodes[0];
    expect(top).toMatchObject({ left_count: 4, right_count: 1, left_new: 0, right_new: 0 });
    await countTeams(t.database.db);
  });

  it('describes the plan\'s levels and the caller\'s progress', async () => {
    const res = await get('/api/user/memberLevels', B.token);
    expect(res.body.code).toBe(1);
    const d = res.body.data;
    expect(d.level).toBe(1);
    expect(d.levels.map((l: { level: number }) => l.level)).toEqual([1, 2, 3, 4, 5]);
    expect(d.levels[0]).toMatchObject({ personal_bv: '1000.00', referral_rate: '0.10', leadership_rate: '0' });
    expect(d.levels[1]).toMatchObject({ active_directs: 2, weak_leg: '10000.00', leadership_rate: '0.03' });
    expect(d.progress).toMatchObject({ personal_bv: '1000.00', active_directs: 1, directs_by_level: [2, 0, 0, 0, 0, 0] });
  });
});

describe('GET /api/user/userInfo', () => {
  it('carries the level the settlement promoted the member to', async () => {
    expect((await get('/api/user/userInfo', B.token)).body.data.level).toBe(1);
    expect((await get('/api/user/userInfo', A.token)).body.data.level).toBe(0);
  });
});

describe('GET /api/user/invite', () => {
  it('names the referrer and puts a node code in every link', async () => {
    const d = (await get('/api/user/invite', B.token)).body.data;
    expect(d).toMatchObject({ referrer_id: A.memberId, referrer_name: 'Alice Team' });
    expect(d.invite_link).toContain(`node_code=${d.left_node_code}`);
    expect(d.left_link).toContain(`node_code=${d.left_node_code}`);
    expect(d.right_link).toContain(`node_code=${d.right_node_code}`);
  });
});
