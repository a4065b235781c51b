import { userCalls } from '@onego/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '../src/lib/time.js';
import { en, registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const status = (token?: string) => t.call({ method: 'GET', url: userCalls.checkInStatus.path, token, lang: 'en' });

describe("today's check-in status", () => {
  it('says not done before the check-in and done after it, with the streak and the points', async () => {
    const m = await registerMember(t, rootCodes(t));
    const before = await status(m.token);
    expect(before.body).toMatchObject({ code: 1, data: { checked_in: false, day: utcDay(), streak: 0, points: '1' } });
    expect((await t.post(userCalls.checkIn.path, {}, m.token)).body.code).toBe(1);
    const after = await status(m.token);
    expect(after.body).toMatchObject({ code: 1, data: { checked_in: true, day: utcDay(), streak: 1, points: '1' } });
  });

  it('counts the streak from the days before', async () => {
    const m = await registerMember(t, rootCodes(t));
    const [row] = await t.database.query<{ id: number }>('select id from members where member_id = $1', [m.userinfo.member_id]);
    const yesterday = utcDay(new Date(Date.now() - 86_400_000));
    await t.database.query('insert into checkins (member_id, day, points) values ($1, $2, 1)', [row!.id, yesterday]);
    // Yesterday alone is no streak ending today yet: today's check-in is not done.
    expect((await status(m.token)).body.data).toMatchObject({ checked_in: false, streak: 0 });
    await t.post(userCalls.checkIn.path, {}, m.token);
    expect((await status(m.token)).body.data).toMatchObject({ checked_in: true, streak: 2 });
  });

  it('stays done after a burst of check-ins, of which exactly one counted', async () => {
    const m = await registerMember(t, rootCodes(t));
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.post(userCalls.checkIn.path, {}, m.token)));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 1)) expect(a.body.msg).toBe(en('checkin_done'));
    expect((await status(m.token)).body.data).toMatchObject({ checked_in: true, streak: 1 });
    const [points] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from checkins c join members m on m.id = c.member_id where m.member_id = $1`, [m.userinfo.member_id]);
    expect(points!.n).toBe(1);
  });

  it('is for members only', async () => {
    expect((await status()).status).toBe(401);
  });
});
