import { and, asc, eq, sql } from 'drizzle-orm';
import { bigserial, boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { applyTransition, applyTransitions, defineLifecycle, stateEvents, TransitionRefused, type Actor } from '../src/lib/state-machine/index.js';
import { operatorAction, type OperatorCtx } from '../src/modules/admin/operator-action.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { members } from '../src/modules/member/tables.js';
import { en, registerMember, rootCodes, signInOperators, startTestApp, type TestApp } from './harness.js';

// A table the kit has never heard of: the lifecycle names it, its id and its status column.
const tickets = pgTable('kit_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  state: text('state', { enum: ['open', 'held', 'closed'] }).notNull().default('open'),
  reopenable: boolean('reopenable').notNull().default(false),
  reason: text('reason').notNull().default(''),
});

const TICKET = defineLifecycle({
  name: 'ticket',
  table: tickets,
  idColumn: tickets.id,
  statusColumn: tickets.state,
  transitions: {
    hold: { from: ['open'], to: 'held', actors: ['operator', 'system'] },
    close: { from: ['open', 'held'], to: 'closed', actors: ['member', 'operator', 'system'] },
    reopen: { from: ['closed'], to: 'open', actors: ['operator'], guard: sql`${tickets.reopenable}` },
  },
  refusal: 'state_not_allowed',
  notFound: 'field_invalid',
});

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  await t.database.query(`create table kit_tickets (
    id bigserial primary key, state text not null default 'open', reopenable boolean not null default false, reason text not null default '')`);
});
afterAll(async () => {
  await t?.close();
});

const newTicket = async (over: Partial<typeof tickets.$inferInsert> = {}) => (await db.insert(tickets).values(over).returning())[0]!;
const ticket = async (id: number) => (await db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const eventsOf = (id: number) => db.select().from(stateEvents)
  .where(and(eq(stateEvents.lifecycle, 'ticket'), eq(stateEvents.subjectId, String(id)))).orderBy(asc(stateEvents.id));
const move = (id: number, action: keyof typeof TICKET.transitions, actor: Actor, set: Partial<typeof tickets.$inferInsert> = {}) =>
  db.transaction((tx) => applyTransition(tx, TICKET, action, { id, actor, set }));
const refusalOf = (p: Promise<unknown>) => p.then(() => null, (err: unknown) => err);
const auditRows = (targetId: string) => db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(asc(auditLog.id));
const operator = (username: string, role: OperatorCtx['operator']['role']): OperatorCtx => ({ db, ip: '127.0.0.1', operator: { id: null, username, role } });

describe('the state-machine kit', () => {
  it('applies an allowed transition: new state and columns, an event row with the actor', async () => {
    const { id } = await newTicket();
    const moved = await move(id, 'hold', 'system', { reason: 'waiting for stock' });
    expect(moved).toEqual({ id, from: 'open', to: 'held', row: {} });
    expect(await ticket(id)).toMatchObject({ state: 'held', reason: 'waiting for stock' });
    expect(await eventsOf(id)).toMatchObject([{ action: 'hold', fromStatus: 'open', toStatus: 'held', actor: 'system' }]);
  });

  it('answers the columns asked for, as the transition left them, from the same statement', async () => {
    const { id } = await newTicket();
    const moved = await db.transaction((tx) => applyTransition(tx, TICKET, 'hold', {
      id, actor: 'system', set: { reason: 'on hold' }, returning: { why: tickets.reason, now: tickets.state },
    }));
    expect(moved.row).toEqual({ why: 'on hold', now: 'held' });
  });

  it('records the real previous state, not the first state the rule allows', async () => {
    // close starts from open or held: a held ticket's event must say held (the old order code wrote rule.from[0]).
    const { id } = await newTicket();
    await move(id, 'hold', 'system');
    expect((await move(id, 'close', 'member:12345678')).from).toBe('held');
    expect((await eventsOf(id)).map((e) => [e.action, e.fromStatus, e.toStatus, e.actor])).toEqual([
      ['hold', 'open', 'held', 'system'], ['close', 'held', 'closed', 'member:12345678'],
    ]);
  });

  it('refuses a transition from a state it does not start from with a typed error, writing nothing', async () => {
    const { id } = await newTicket();
    await move(id, 'hold', 'system');
    const err = await refusalOf(move(id, 'hold', 'system', { reason: 'again' }));
    expect(err).toBeInstanceOf(TransitionRefused);
    expect(err).toMatchObject({ lifecycle: 'ticket', action: 'hold', current: 'held', reason: 'state', key: 'state_not_allowed' });
    expect(await ticket(id)).toMatchObject({ state: 'held', reason: '' });
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('refuses an actor the rule does not name, an unknown row, and a failed guard, writing nothing', async () => {
    const { id } = await newTicket();
    expect(await refusalOf(move(id, 'hold', 'member:12345678'))).toMatchObject({ reason: 'actor', httpStatus: 403 });
    expect(await refusalOf(move(999_999, 'hold', 'system'))).toMatchObject({ reason: 'not_found', current: null });
    await move(id, 'close', 'system');
    const reopen = () => operatorAction(operator('tester', 'super_admin'), 'catalogue.product.shelf', async ({ tx, actor }) => {
      await applyTransition(tx, TICKET, 'reopen', { id, actor });
      return { target: { type: 'ticket', id: `guard-${id}` }, result: null };
    });
    expect(await refusalOf(reopen())).toMatchObject({ reason: 'guard', current: 'closed' });
    expect(await auditRows(`guard-${id}`)).toHaveLength(0);
    await db.update(tickets).set({ reopenable: true }).where(eq(tickets.id, id));
    await reopen();
    expect((await ticket(id)).state).toBe('open');
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['close', 'reopen']);
  });

  it('of racing transitions on one row exactly one wins, and every event links to the state before it', async () => {
    const rows = await Promise.all(Array.from({ length: 10 }, () => newTicket()));
    const attempts = rows.flatMap(({ id }) => [
      ...Array.from({ length: 5 }, () => refusalOf(move(id, 'close', 'system'))),
      ...Array.from({ length: 5 }, () => refusalOf(move(id, 'hold', 'system'))),
    ]);
    const outcomes = await Promise.all(attempts);
    expect(outcomes.every((o) => o === null || (o instanceof TransitionRefused && o.reason === 'state'))).toBe(true);
    for (const { id } of rows) {
      const events = await eventsOf(id);
      // At most one hold (only from open) and exactly one close (from open or held) can ever succeed.
      expect(events.filter((e) => e.action === 'close')).toHaveLength(1);
      expect(events.filter((e) => e.action === 'hold').length).toBeLessThanOrEqual(1);
      let state = 'open';
      for (const e of events) {
        expect(e.fromStatus).toBe(state);
        state = e.toStatus;
      }
      expect((await ticket(id)).state).toBe(state);
    }
    const wins = outcomes.filter((o) => o === null).length;
    const allEvents = await Promise.all(rows.map(({ id }) => eventsOf(id)));
    expect(wins).toBe(allEvents.flat().length);
  });
});

describe('the kit\'s batch transition', () => {
  it('moves many rows in one statement, each with its own columns and note, one event each', async () => {
    const rows = [await newTicket(), await newTicket(), await newTicket()];
    await db.transaction((tx) => applyTransitions(tx, TICKET, 'hold', 'system', rows.map((r, i) => ({ id: r.id, set: { reason: `reason ${i}` }, note: `note ${i}` }))));
    for (const [i, r] of rows.entries()) {
      expect(await ticket(r.id)).toMatchObject({ state: 'held', reason: `reason ${i}` });
      expect(await eventsOf(r.id)).toMatchObject([{ action: 'hold', fromStatus: 'open', toStatus: 'held', actor: 'system', note: `note ${i}` }]);
    }
  });

  it('refuses the whole batch when one row is in another state, and the transaction keeps nothing', async () => {
    const [a, b] = [await newTicket(), await newTicket()];
    await move(b.id, 'close', 'system');
    const err = await refusalOf(db.transaction((tx) => applyTransitions(tx, TICKET, 'hold', 'system', [{ id: a.id }, { id: b.id }])));
    expect(err).toBeInstanceOf(TransitionRefused);
    expect((await ticket(a.id)).state).toBe('open');
    expect(await eventsOf(a.id)).toEqual([]);
    // A guarded rule and an actor the rule does not name are refused before anything runs.
    await expect(db.transaction((tx) => applyTransitions(tx, TICKET, 'reopen', 'system', [{ id: b.id }]))).rejects.toThrow();
    expect((await ticket(b.id)).state).toBe('closed');
  });
});

describe('operatorAction', () => {
  it('writes the typed audit row with the transition\'s real states in the same transaction', async () => {
    const { id } = await newTicket();
    await move(id, 'hold', 'system');
    await operatorAction(operator('tester', 'super_admin'), 'catalogue.product.shelf', async ({ tx, actor }) => {
      await applyTransition(tx, TICKET, 'close', { id, actor });
      return { target: { type: 'ticket', id: `audit-${id}` }, after: { note: 'done' }, result: null };
    });
    expect(await auditRows(`audit-${id}`)).toMatchObject([{
      action: 'catalogue.product.shelf', operatorName: 'tester', targetType: 'ticket', before: { state: 'held' }, after: { state: 'closed', note: 'done' },
    }]);
    expect((await eventsOf(id)).at(-1)).toMatchObject({ action: 'close', actor: 'operator:tester' });
  });

  it('rolls back the transition, its event and its audit row together when the use case fails after it', async () => {
    const { id } = await newTicket();
    const auditsBefore = (await db.select().from(auditLog)).length;
    let transitioned = false;
    const failed = await refusalOf(operatorAction(operator('tester', 'super_admin'), 'catalogue.product.shelf', async ({ tx, actor }) => {
      await applyTransition(tx, TICKET, 'hold', { id, actor });
      transitioned = true;
      throw new Error('boom after the transition');
    }));
    expect(failed).toMatchObject({ message: 'boom after the transition' });
    expect(transitioned).toBe(true);
    expect((await ticket(id)).state).toBe('open');
    expect(await eventsOf(id)).toHaveLength(0);
    expect((await db.select().from(auditLog)).length).toBe(auditsBefore);
  });

  it('checks the operator\'s permission for the action before anything runs', async () => {
    const { id } = await newTicket();
    let ran = false;
    const err = await refusalOf(operatorAction(operator('fin-tester', 'finance'), 'catalogue.product.shelf', async ({ tx, actor }) => {
      ran = true;
      await applyTransition(tx, TICKET, 'hold', { id, actor });
      return { target: { type: 'ticket', id }, result: null };
    }));
    expect(err).toMatchObject({ key: 'forbidden', httpStatus: 403 });
    expect(ran).toBe(false);
    expect((await ticket(id)).state).toBe('open');
  });
});

describe('member status on the kit, through the back office', () => {
  it('a burst of disables of one member: one wins (one event, one audit row), the others are refused', async () => {
    const { api } = await signInOperators(t);
    const m = await registerMember(t, rootCodes(t));
    const id = m.userinfo.member_id as string;
    const answers = await Promise.all(Array.from({ length: 8 }, () =>
      api('POST', '/admin-api/members/status', { as: 'ops', body: { member_id: id, status: 'disabled', reason: 'burst' } })));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.body.code !== 1).map((a) => a.body.msg))).toEqual(new Set([en('state_not_allowed')]));
    const [row] = await db.select().from(members).where(eq(members.memberId, id));
    expect(row!.status).toBe('disabled');
    const events = await db.select().from(stateEvents).where(and(eq(stateEvents.lifecycle, 'member'), eq(stateEvents.subjectId, String(row!.id))));
    expect(events).toMatchObject([{ action: 'disable', fromStatus: 'active', toStatus: 'disabled', actor: 'operator:ops', note: 'burst' }]);
    expect(await auditRows(id)).toMatchObject([{ action: 'member.disable', before: { status: 'active' }, after: { status: 'disabled', reason: 'burst' } }]);
  });
});
