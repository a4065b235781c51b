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

/** The id of the last member of a read's text: the tenth value from its end. */
function lastIdOf(text: string): number {
  let end = text.length;
  for (let c = 0; c < 9; c++) end = text.lastIndexOf(',', end - 1);
  return Number(text.slice(text.lastIndexOf(',', end - 1) + 1, end));
}

/**
 * The whole tree with every member's figures as of the end of the day before `day`: the placement and sponsor links,
 * P, leg volumes, this month's leg volumes (zero in a new month), levels, and own BV over the `activeDays` days before
 * `day` (the day itself is added by applyDay). Read in id order, 100,000 members per query, so memory stays bounded by
 * the typed arrays.
 */
export async function loadTreeState(db: Db, day: string, activeDays: number): Promise<TreeState> {
  const month = day.slice(0, 7);
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
  const big = (v: string) => (v === '0' ? 0n : BigInt(v));
  // Each read answers one text of ten numbers per member (id, parent, sponsor, right side, P, left, right, month left,
  // month right, level), comma-separated: one string to split instead of a row object per member. Every value is
  // coalesced, as concat_ws would skip a null and shift the rest.
  const read = async (after: number): Promise<string> => rowsOf<{ t: string | null }>(await db.execute(sql`
      select string_agg(concat_ws(',', x.id, x.parent, x.sponsor, x.right_side, x.p, x.l, x.r, x.ml, x.mr, x.level), ',' order by x.id) as t
      from (select n.member_id as id, coalesce(n.parent_id, 0) as parent, coalesce(n.sponsor_id, 0) as sponsor, coalesce((n.side = 'R')::int, 0) as right_side,
          coalesce(${toUnits(sql`s.personal_bv`)}, '0') as p, coalesce(${toUnits(sql`s.left_bv`)}, '0') as l, coalesce(${toUnits(sql`s.right_bv`)}, '0') as r,
          coalesce(case when s.month = ${month} then ${toUnits(sql`s.month_left_bv`)} end, '0') as ml,
          coalesce(case when s.month = ${month} then ${toUnits(sql`s.month_right_bv`)} end, '0') as mr,
          coalesce(s.level, 0) as level
        from ${networkNodes} n left join ${networkStats} s on s.member_id = n.member_id
        where n.member_id > ${after}
        order by n.member_id limit ${READ_CHUNK}) x`))[0]?.t ?? '';
  // The next read is sent as soon as a text arrives (its last id found from its end), so the database reads a chunk
  // while this process parses the one before; the read after the last chunk answers nothing.
  let pending = read(0);
  for (;;) {
    const text = await pending;
    if (!text) break;
    pending = read(lastIdOf(text));
    const f = text.split(',');
    for (let k = 0; k < f.length; k += 10) {
      if (n === cap) grow();
      ids[n] = Number(f[k]);
      links[2 * n] = Number(f[k + 1]);
      links[2 * n + 1] = Number(f[k + 2]);
      sides[n] = f[k + 3] === '1' ? 1 : 0;
      figures[5 * n] = big(f[k + 4]!); figures[5 * n + 1] = big(f[k + 5]!); figures[5 * n + 2] = big(f[k + 6]!);
      figures[5 * n + 3] = big(f[k + 7]!); figures[5 * n + 4] = big(f[k + 8]!);
      levels[n] = Number(f[k + 9]);
      n++;
    }
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
  // Each chunk is built while the database writes the one before (one statement in flight on the connection).
  let inFlight: Promise<unknown> | undefined;
  const send = async (statement: SQL) => { await inFlight; inFlight = db.execute(statement); };
  for (let k = 0; k < own.length; k += CHUNK) {
    const part = own.slice(k, k + CHUNK);
    await send(sql`
      insert into ${networkVolumeDays} (member_id, day, bv)
      select id, ${day}::date, bv from unnest(${arrayLiteral(part.map((i) => state.ids[i]!))}::int8[], ${arrayLiteral(part.map((i) => unitsText(ownBv[i]!)))}::numeric[]) as t(id, bv)
      on conflict (member_id, day) do update set bv = ${networkVolumeDays.bv} + excluded.bv`);
  }
  for (let k = 0; k < idx.length; k += CHUNK) {
    const part = idx.slice(k, k + CHUNK);
    const col = (arr: BigInt64Array) => arrayLiteral(part.map((i) => unitsText(arr[i]!)));
    await send(sql`
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
  await inFlight;
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
