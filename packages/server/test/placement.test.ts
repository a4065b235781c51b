import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client.js';
import { openTestDatabase } from './harness.js';
import { newIdentifiers } from '../src/modules/member/codes.js';
import { createRoot } from '../src/modules/member/root.js';
import { members } from '../src/modules/member/tables.js';
import { nodeOf, placeMember, type Side } from '../src/modules/network/placement.js';

let seq = 0;

/** Inserts a member and places them under `ownerId` on `side`, in one transaction, as registration does. */
async function register(db: Db, ownerId: number, side: Side): Promise<{ id: number; parentId: number; side: Side; depth: number }> {
  return db.transaction(async (tx) => {
    const n = ++seq;
    const [m] = await tx.insert(members).values({
      ...newIdentifiers(), name: `M${n}`, nickname: `M${n}`, email: `m${n}@test.local`, areaCode: '65',
      mobile: String(80_000_000 + n), nationality: 'SG', birthday: null,
    }).returning({ id: members.id });
    const placed = await placeMember(tx, { memberId: m!.id, sponsorId: ownerId, ownerId, side });
    return { id: m!.id, ...placed };
  });
}

/** Removes everyone but the root and frees the root's positions. */
async function resetTree(database: Database, rootId: number): Promise<void> {
  await database.query('delete from network_nodes where member_id <> $1', [rootId]);
  await database.query(`update network_nodes set left_child_id = null, right_child_id = null, left_spine_end = $1, right_spine_end = $1,
    left_spine_top = $1, right_spine_top = $1 where member_id = $1`, [rootId]);
  await database.query('delete from members where id <> $1', [rootId]);
}

/** SQL checks: one node per position, child pointers agree with parent/side, depth = parent depth + 1, spine ends free. */
async function expectConsistent(database: Database, expectedNodes: number): Promise<void> {
  const one = async (sql: string) => Number(Object.values((await database.query(sql))[0]!)[0]);
  expect(await one('select count(*)::int from network_nodes')).toBe(expectedNodes);
  expect(await one(`select count(*)::int from (select parent_id, side from network_nodes where parent_id is not null
    group by 1, 2 having count(*) > 1) x`)).toBe(0);
  expect(await one(`select count(*)::int from network_nodes c join network_nodes p on p.member_id = c.parent_id
    where (c.side = 'L' and p.left_child_id is distinct from c.member_id) or (c.side = 'R' and p.right_child_id is distinct from c.member_id)`)).toBe(0);
  expect(await one(`select count(*)::int from network_nodes p
    left join network_nodes l on l.member_id = p.left_child_id left join network_nodes r on r.member_id = p.right_child_id
    where (p.left_child_id is not null and (l.parent_id is distinct from p.member_id or l.side <> 'L'))
       or (p.right_child_id is not null and (r.parent_id is distinct from p.member_id or r.side <> 'R'))`)).toBe(0);
  expect(await one('select count(*)::int from network_nodes c join network_nodes p on p.member_id = c.parent_id where c.depth <> p.depth + 1')).toBe(0);
  // Every spine top's recorded end lies on that spine and is free on that side.
  expect(await one(`select count(*)::int from network_nodes t
    join network_nodes le on le.member_id = t.left_spine_end join network_nodes re on re.member_id = t.right_spine_end
    where (t.left_spine_top = t.member_id and (le.left_child_id is not null or le.left_spine_top <> t.member_id))
       or (t.right_spine_top = t.member_id and (re.right_child_id is not null or re.right_spine_top <> t.member_id))`)).toBe(0);
}

/** The rule written the slow, obvious way: walk down from the owner along the side until a free position. */
class ReferenceTree {
  private readonly nodes = new Map<number, { L: number | null; R: number | null; depth: number }>();
  constructor(rootId: number) { this.nodes.set(rootId, { L: null, R: null, depth: 0 }); }
  place(id: number, ownerId: number, side: Side): { parentId: number; side: Side; depth: number } {
    let cur = ownerId;
    for (let next = this.nodes.get(cur)![side]; next !== null; next = this.nodes.get(cur)![side]) cur = next;
    const parent = this.nodes.get(cur)!;
    parent[side] = id;
    this.nodes.set(id, { L: null, R: null, depth: parent.depth + 1 });
    return { parentId: cur, side, depth: parent.depth + 1 };
  }
}

describe('placement', () => {
  let database: Database;
  let rootId: number;

  beforeAll(async () => {
    // Embedded database in the server-pglite run, the PostgreSQL server (real concurrency) in the server-pg run.
    database = await openTestDatabase();
    rootId = (await createRoot(database.db, 'test-root-password')).id;
  }, 60_000);
  afterAll(async () => { await database?.close(); });

  it('fills directly under the owner first, then the end of the spine on that side', async () => {
    await resetTree(database, rootId);
    const a = await register(database.db, rootId, 'L');
    expect(a).toMatchObject({ parentId: rootId, side: 'L', depth: 1 }); // root.left
    const b = await register(database.db, rootId, 'L');
    expect(b).toMatchObject({ parentId: a.id, side: 'L', depth: 2 }); // root.left.left
    const c = await register(database.db, rootId, 'L');
    expect(c).toMatchObject({ parentId: b.id, side: 'L', depth: 3 }); // end of the root's left spine
    // A right code under a deep left node starts a right spine there.
    const d = await register(database.db, b.id, 'R');
    expect(d).toMatchObject({ parentId: b.id, side: 'R', depth: 3 });
    const e = await register(database.db, b.id, 'R');
    expect(e).toMatchObject({ parentId: d.id, side: 'R', depth: 4 });
    // A left code of a member inside the root's left spine goes to the end of that same spine.
    const f = await register(database.db, a.id, 'L');
    expect(f).toMatchObject({ parentId: c.id, side: 'L', depth: 4 });
    // The root's right side is untouched and still free directly under the root.
    const g = await register(database.db, rootId, 'R');
    expect(g).toMatchObject({ parentId: rootId, side: 'R', depth: 1 });
    const root = await nodeOf(database.db, rootId);
    expect(root).toMatchObject({ leftChildId: a.id, rightChildId: g.id, leftSpineEnd: f.id, rightSpineEnd: g.id });
    await expectConsistent(database, 8);
  });

  it('matches a reference model that walks down child pointers (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), fc.constantFrom<Side>('L', 'R')), { minLength: 1, maxLength: 40 }),
        async (ops) => {
          await resetTree(database, rootId);
          const ref = new ReferenceTree(rootId);
          const ids = [rootId];
          for (const [ownerPick, side] of ops) {
            const ownerId = ids[ownerPick % ids.length]!;
            const got = await register(database.db, ownerId, side);
            expect({ parentId: got.parentId, side: got.side, depth: got.depth }).toEqual(ref.place(got.id, ownerId, side));
            ids.push(got.id);
          }
          await expectConsistent(database, ids.length);
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);

  it('keeps the tree consistent when 20 registrations on one code run at once', async () => {
    await resetTree(database, rootId);
    const placed = await Promise.all(Array.from({ length: 20 }, () => register(database.db, rootId, 'L')));
    expect(new Set(placed.map((p) => p.depth))).toEqual(new Set(Array.from({ length: 20 }, (_, i) => i + 1)));
    await expectConsistent(database, 21);
    // Mixed: codes of several members on both sides at once, spines crossing each other.
    const owners = [rootId, ...placed.slice(0, 5).map((p) => p.id)];
    await Promise.all(Array.from({ length: 40 }, (_, i) => register(database.db, owners[i % owners.length]!, i % 3 === 0 ? 'L' : 'R')));
    await expectConsistent(database, 61);
  });
});
