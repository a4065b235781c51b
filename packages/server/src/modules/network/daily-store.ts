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

/**
 * The whole tree with every member's figures as of the end of the day before `day`: the placement and sponsor links,
 * P, leg volumes, this month's leg volumes (zero in a new month), levels, and own BV over the `activeDays` days before
 * `day` (the day itself is added by applyDay). Two queries, read in id order.
 */
export async function loadTreeState(db: Db, day: string, activeDays: number): Promise<TreeState> {
  const month = day.slice(0, 7);
  const res = await db.execute(sql`
    select n.member_id::text as id, coalesce(n.parent_id, 0)::text as parent, coalesce(n.sponsor_id, 0)::text as sponsor,
      (n.side = 'R') as right_side,
      coalesce(${toUnits(sql`s.personal_bv`)}, '0') as p, coalesce(${toUnits(sql`s.left_bv`)}, '0') as l, coalesce(${toUnits(sql`s.right_bv`)}, '0') as r,
      case when s.month = ${month} then ${toUnits(sql`s.month_left_bv`)} else '0' end as ml,
      case when s.month = ${month} then ${toUnits(sql`s.month_right_bv`)} else '0' end as mr,
      coalesce(s.level, 0) as level
    from ${networkNodes} n left join ${networkStats} s on s.member_id = n.member_id
    order by n.member_id`);
  const rows = rowsOf<{ id: string; parent: string; sponsor: string; right_side: boolean | null; p: string; l: string; r: string; ml: string; mr: string; level: number }>(res);
  const state = emptyTreeState(rows.map((r) => Number(r.id)));
  rows.forEach((r, i) => {
    state.parent[i] = r.parent === '0' ? -1 : state.indexOf.get(Number(r.parent)) ?? -1;
    state.sponsor[i] = r.sponsor === '0' ? -1 : state.indexOf.get(Number(r.sponsor)) ?? -1;
    state.side[i] = r.right_side ? 1 : 0;
    state.personal[i] = BigInt(r.p);
    state.left[i] = BigInt(r.l);
    state.right[i] = BigInt(r.r);
    state.monthLeft[i] = BigInt(r.ml);
    state.monthRight[i] = BigInt(r.mr);
    state.level[i] = Number(r.level);
  });
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
