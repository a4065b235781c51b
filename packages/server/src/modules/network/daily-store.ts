import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { networkNodes, networkStats, networkVolumeDays } from './tables.js';
import { emptyTreeState, type TreeState } from './tree-state.js';

const CHUNK = 20_000;

// Units of 1e-8 travel as whole numbers (int8 text) both ways: no float ever touches an amount.
const toUnits = (column: SQL) => sql`(${column} * 100000000)::int8::text`;
type SQL = ReturnType<typeof sql>;

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

function unitsText(u: bigint): string {
  const neg = u < 0n;
  const abs = neg ? -u : u;
  return `${neg ? '-' : ''}${abs / 100_000_000n}.${(abs % 100_000_000n).toString().padStart(8, '0')}`;
}

/** A PostgreSQL array literal, passed as one text parameter (the same on both drivers). */
const arrayLiteral = (values: Array<string | number>) => `{${values.join(',')}}`;

/** Rows per read of the tree: bounds the memory of one answer (a million members are read in ten reads). */
const READ_CHUNK = 100_000;

/**
 * The whole tree with every member's figures as of the end of the day before `day`: the placement and sponsor links,
 * P, leg volumes, this month's leg volumes (zero in a new month), levels, and own BV over the `activeDays` days before
 * `day` (the day itself is added by applyDay). Read in id order, 100,000 members per query, so memory stays bounded by
 * the typed arrays.
 */
export async function loadTreeState(db: Db, day: string, activeDays: number): Promise<TreeState> {
  const month = day.slice(0, 7);
  type Row = { id: string; parent: string; sponsor: string; right_side: boolean | null; p: string; l: string; r: string; ml: string; mr: string; level: number };
  // Columns grow in typed arrays (a member registering meanwhile only makes them grow): no object per member is kept.
  let cap = 1024;
  let ids = new Float64Array(cap);
  let links = new Float64Array(cap * 2);
  let sides = new Uint8Array(cap);
  let levels = new Uint8Array(cap);
  let figures = new BigInt64Array(cap * 5);
  let n = 0;
  const grow = () => {
    cap *= 2;
    const more = <T extends Float64Array | Uint8Array | BigInt64Array>(a: T, k: number): T => { const b = new (a.constructor as new (n: number) => T)(cap * k); b.set(a as never); return b; };
    ids = more(ids, 1); links = more(links, 2); sides = more(sides, 1); levels = more(levels, 1); figures = more(figures, 5);
  };
  for (let after = 0; ;) {
    const rows = rowsOf<Row>(await db.execute(sql`
      select n.member_id::text as id, coalesce(n.parent_id, 0)::text as parent, coalesce(n.sponsor_id, 0)::text as sponsor,
        (n.side = 'R') as right_side,
        coalesce(${toUnits(sql`s.personal_bv`)}, '0') as p, coalesce(${toUnits(sql`s.left_bv`)}, '0') as l, coalesce(${toUnits(sql`s.right_bv`)}, '0') as r,
        case when s.month = ${month} then ${toUnits(sql`s.month_left_bv`)} else '0' end as ml,
        case when s.month = ${month} then ${toUnits(sql`s.month_right_bv`)} else '0' end as mr,
        coalesce(s.level, 0) as level
      from ${networkNodes} n left join ${networkStats} s on s.member_id = n.member_id
      where n.member_id > ${after}
      order by n.member_id limit ${READ_CHUNK}`));
    for (const r of rows) {
      if (n === cap) grow();
      ids[n] = Number(r.id);
      links[2 * n] = Number(r.parent);
      links[2 * n + 1] = Number(r.sponsor);
      sides[n] = r.right_side ? 1 : 0;
      figures[5 * n] = BigInt(r.p); figures[5 * n + 1] = BigInt(r.l); figures[5 * n + 2] = BigInt(r.r);
      figures[5 * n + 3] = BigInt(r.ml); figures[5 * n + 4] = BigInt(r.mr);
      levels[n] = Number(r.level);
      n++;
    }
    if (rows.length < READ_CHUNK) break;
    after = ids[n - 1]!;
  }
  const state = emptyTreeState(ids.subarray(0, n));
  for (let i = 0; i < n; i++) {
    state.parent[i] = links[2 * i] === 0 ? -1 : state.indexOf.get(links[2 * i]!) ?? -1;
    state.sponsor[i] = links[2 * i + 1] === 0 ? -1 : state.indexOf.get(links[2 * i + 1]!) ?? -1;
    state.side[i] = sides[i]!;
    state.personal[i] = figures[5 * i]!;
    state.left[i] = figures[5 * i + 1]!;
    state.right[i] = figures[5 * i + 2]!;
    state.monthLeft[i] = figures[5 * i + 3]!;
    state.monthRight[i] = figures[5 * i + 4]!;
    state.level[i] = levels[i]!;
  }
  const recent = rowsOf<{ id: string; bv: string }>(await db.execute(sql`
    select member_id::text as id, ${toUnits(sql`sum(bv)`)} as bv from ${networkVolumeDays}
    where day < ${day}::date and day >= ${day}::date - ${activeDays}::int + 1 group by member_id`));
  for (const r of recent) {
    const i = state.indexOf.get(Number(r.id));
    if (i !== undefined) state.recent[i] = BigInt(r.bv);
  }
  return state;
}

/**
 * Writes what applyDay changed: the day's own BV per member (kept for the active window) and the figures of every
 * changed member, in chunks of array parameters (one statement per 20,000 members).
 */
export async function saveDay(db: Db, state: TreeState, changed: Uint8Array, ownBv: BigInt64Array, day: string): Promise<number> {
  const month = day.slice(0, 7);
  const own: number[] = [];
  const idx: number[] = [];
  for (let i = 0; i < state.n; i++) {
    if (ownBv[i] !== 0n) own.push(i);
    if (changed[i]) idx.push(i);
  }
  for (let k = 0; k < own.length; k += CHUNK) {
    const part = own.slice(k, k + CHUNK);
    await db.execute(sql`
      insert into ${networkVolumeDays} (member_id, day, bv)
      select id, ${day}::date, bv from unnest(${arrayLiteral(part.map((i) => state.ids[i]!))}::int8[], ${arrayLiteral(part.map((i) => unitsText(ownBv[i]!)))}::numeric[]) as t(id, bv)
      on conflict (member_id, day) do update set bv = ${networkVolumeDays.bv} + excluded.bv`);
  }
  for (let k = 0; k < idx.length; k += CHUNK) {
    const part = idx.slice(k, k + CHUNK);
    const col = (arr: BigInt64Array) => arrayLiteral(part.map((i) => unitsText(arr[i]!)));
    await db.execute(sql`
      insert into ${networkStats} (member_id, personal_bv, left_bv, right_bv, month, month_left_bv, month_right_bv, level, updated_on)
      select id, p, l, r, ${month}, ml, mr, lv, ${day}::date
      from unnest(${arrayLiteral(part.map((i) => state.ids[i]!))}::int8[], ${col(state.personal)}::numeric[], ${col(state.left)}::numeric[],
        ${col(state.right)}::numeric[], ${col(state.monthLeft)}::numeric[], ${col(state.monthRight)}::numeric[],
        ${arrayLiteral(part.map((i) => state.level[i]!))}::int2[]) as t(id, p, l, r, ml, mr, lv)
      on conflict (member_id) do update set personal_bv = excluded.personal_bv, left_bv = excluded.left_bv, right_bv = excluded.right_bv,
        month = excluded.month, month_left_bv = excluded.month_left_bv, month_right_bv = excluded.month_right_bv,
        -- greatest: levels are never lowered, and a level an operator raised meanwhile (raiseLevel) is kept.
        level = greatest(${networkStats.level}, excluded.level), updated_on = excluded.updated_on`);
  }
  return idx.length;
}

/** A member's precomputed figures (decimal strings), or zeros when the daily batch has not reached them yet. */
export async function statsOf(db: Db, memberId: number): Promise<{ personalBv: string; leftBv: string; rightBv: string; level: number }> {
  const [row] = await db.select({ personalBv: networkStats.personalBv, leftBv: networkStats.leftBv, rightBv: networkStats.rightBv, level: networkStats.level })
    .from(networkStats).where(sql`${networkStats.memberId} = ${memberId}`).limit(1);
  return row ?? { personalBv: '0.00000000', leftBv: '0.00000000', rightBv: '0.00000000', level: 0 };
}

/** Each member's own eligible BV recorded from `from` on (units), for replaying a period. */
export async function ownBvSince(db: Db, from: string): Promise<Map<number, bigint>> {
  const rows = rowsOf<{ id: string; bv: string }>(await db.execute(sql`
    select member_id::text as id, ${toUnits(sql`sum(bv)`)} as bv from ${networkVolumeDays} where day >= ${from}::date group by member_id`));
  return new Map(rows.map((r) => [Number(r.id), BigInt(r.bv)]));
}
