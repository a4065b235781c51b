import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client.js';
import { newIdentifiers } from '../src/modules/member/codes.js';
import { createRoot } from '../src/modules/member/root.js';
import { members } from '../src/modules/member/tables.js';
import { ancestorsOf, legsOf, placeMember, placeOf, rootMemberId, sponsorPathOf, type Side } from '../src/modules/network/index.js';
import { openTestDatabase } from './harness.js';

let seq = 0;

/** Inserts a member sponsored by `sponsorId` and placed with `ownerId`'s code on `side`, as registration does. */
async function join(db: Db, sponsorId: number, ownerId: number, side: Side): Promise<number> {
  return db.transaction(async (tx) => {
    const n = ++seq;
    const [m] = await tx.insert(members).values({
      ...newIdentifiers(), name: `N${n}`, nickname: `N${n}`, email: `n${n}@test.local`, areaCode: '65',
      mobile: String(81_000_000 + n), nationality: 'SG', birthday: null,
    }).returning({ id: members.id });
    await placeMember(tx, { memberId: m!.id, sponsorId, ownerId, side });
    return m!.id;
  });
}

/** Empties the tree but for the root. */
async function resetTree(database: Database, rootId: number): Promise<void> {
  await database.query('delete from network_nodes where member_id <> $1', [rootId]);
  await database.query(`update network_nodes set left_child_id = null, right_child_id = null, left_spine_end = $1, right_spine_end = $1,
    left_spine_top = $1, right_spine_top = $1 where member_id = $1`, [rootId]);
  await database.query('delete from members where id <> $1', [rootId]);
}

describe('network reads', () => {
  let database: Database;
  let root: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    root = (await createRoot(database.db, 'test-root-password')).id;
  }, 60_000);
  afterAll(async () => { await database?.close(); });

  it('answers ancestors with the leg the member lies in, the sponsor path, legs and place', async () => {
    await resetTree(database, root);
    const db = database.db;
    //            root
    //           /    \
    //          a      b
    //         / \
    //        e   c
    //           /
    //          d
    const a = await join(db, root, root, 'L');
    const b = await join(db, root, root, 'R');
    const c = await join(db, a, a, 'R');
    const d = await join(db, c, c, 'L');
    const e = await join(db, b, root, 'L'); // sponsored by b, placed with the root's left code: under a, on the left

    expect(await rootMemberId(db)).toBe(root);
    expect(await ancestorsOf(db, d, 10)).toEqual([
      { memberId: c, level: 1, side: 'L' },
      { memberId: a, level: 2, side: 'R' },
      { memberId: root, level: 3, side: 'L' },
    ]);
    expect(await ancestorsOf(db, d, 2)).toEqual([{ memberId: c, level: 1, side: 'L' }, { memberId: a, level: 2, side: 'R' }]);
    expect(await ancestorsOf(db, e, 10)).toEqual([{ memberId: a, level: 1, side: 'L' }, { memberId: root, level: 2, side: 'L' }]);
    expect(await ancestorsOf(db, b, 10)).toEqual([{ memberId: root, level: 1, side: 'R' }]);
    expect(await ancestorsOf(db, root, 10)).toEqual([]);
    expect(await ancestorsOf(db, d, 0)).toEqual([]);

    expect(await sponsorPathOf(db, e, 10)).toEqual([{ memberId: b, level: 1 }, { memberId: root, level: 2 }]);
    expect(await sponsorPathOf(db, d, 10)).toEqual([{ memberId: c, level: 1 }, { memberId: a, level: 2 }, { memberId: root, level: 3 }]);
    expect(await sponsorPathOf(db, d, 1)).toEqual([{ memberId: c, level: 1 }]);
    expect(await sponsorPathOf(db, root, 10)).toEqual([]);

    expect(await legsOf(db, a)).toEqual({ left: e, right: c });
    expect(await legsOf(db, c)).toEqual({ left: d, right: null });
    expect(await legsOf(db, b)).toEqual({ left: null, right: null });

    expect(await placeOf(db, c)).toEqual({ memberId: c, sponsorId: a, parentId: a, side: 'R', depth: 2, leftChildId: d, rightChildId: null });
    expect(await placeOf(db, root)).toMatchObject({ parentId: null, side: null, depth: 0, leftChildId: a, rightChildId: b });
    expect(await placeOf(db, 987_654_321)).toBeUndefined();
  });

  it('walks a deep chain to its end and stops at the asked number of levels', async () => {
    await resetTree(database, root);
    const db = database.db;
    const chain = [root];
    for (let i = 0; i < 150; i++) chain.push(await join(db, chain.at(-1)!, root, 'L'));
    const last = chain.at(-1)!;
    const ten = await ancestorsOf(db, last, 10);
    expect(ten).toEqual(chain.slice(-11, -1).reverse().map((memberId, i) => ({ memberId, level: i + 1, side: 'L' })));
    const all = await ancestorsOf(db, last, 1000);
    expect(all).toHaveLength(150);
    expect(all.at(-1)).toEqual({ memberId: root, level: 150, side: 'L' });
    const sponsors = await sponsorPathOf(db, last, 1000);
    expect(sponsors.map((s) => s.memberId)).toEqual(chain.slice(0, -1).reverse());
  }, 120_000);

  it('agrees with walking parent and sponsor links one by one (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom<Side>('L', 'R')), { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 1, max: 6 }),
        async (ops, levels) => {
          await resetTree(database, root);
          const db = database.db;
          const ids = [root];
          for (const [sponsorPick, ownerPick, side] of ops) {
            ids.push(await join(db, ids[sponsorPick % ids.length]!, ids[ownerPick % ids.length]!, side));
          }
          const places = new Map<number, NonNullable<Awaited<ReturnType<typeof placeOf>>>>();
          for (const id of ids) places.set(id, (await placeOf(db, id))!);
          for (const id of ids) {
            const up: Array<{ memberId: number; level: number; side: Side }> = [];
            for (let cur = places.get(id)!; cur.parentId !== null && up.length < levels; cur = places.get(cur.parentId)!) {
              up.push({ memberId: cur.parentId, level: up.length + 1, side: cur.side! });
            }
            expect(await ancestorsOf(db, id, levels)).toEqual(up);
            const sponsors: Array<{ memberId: number; level: number }> = [];
            for (let cur = places.get(id)!; cur.sponsorId !== null && sponsors.length < levels; cur = places.get(cur.sponsorId)!) {
              sponsors.push({ memberId: cur.sponsorId, level: sponsors.length + 1 });
            }
            expect(await sponsorPathOf(db, id, levels)).toEqual(sponsors);
            const own = places.get(id)!;
            expect(await legsOf(db, id)).toEqual({ left: own.leftChildId, right: own.rightChildId });
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});
