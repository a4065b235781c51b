import { RATE, transferCalls } from '@onego/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
// Real per-minute limits (scale 1): the lookup's limit is what keeps member IDs from being walked through.
beforeAll(async () => {
  t = await startTestApp({ rateScale: 1 });
});
afterAll(async () => t?.close());

const lookup = (memberId: string, token?: string, lang = 'en') =>
  t.call({ method: 'GET', url: `${transferCalls.recipient.path}?member_id=${encodeURIComponent(memberId)}`, token, lang });

describe('checking a transfer recipient before paying', () => {
  let me: Awaited<ReturnType<typeof registerMember>>;
  let other: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    me = await registerMember(t, rootCodes(t));
    other = await registerMember(t, rootCodes(t, 'R'), { name: 'Bea Recipient' });
  });

  it("answers a member who can receive with the nickname to confirm", async () => {
    const res = await lookup(` ${other.userinfo.member_id} `, me.token);
    expect(res.body).toMatchObject({ code: 1, data: { member_id: other.userinfo.member_id, nickname: other.userinfo.nickname } });
    expect(res.body.data.nickname).toBe('Bea Recipient');
  });

  it('says why a member ID cannot receive: unknown, yourself, disabled — in the reader\'s language', async () => {
    expect((await lookup('00000000', me.token)).body).toMatchObject({ code: 0, msg: en('transfer_recipient_unknown'), data: null });
    expect((await lookup(me.userinfo.member_id, me.token)).body).toMatchObject({ code: 0, msg: en('transfer_to_self') });
    const disabled = await registerMember(t, rootCodes(t));
    await t.database.query(`update members set status = 'disabled' where member_id = $1`, [disabled.userinfo.member_id]);
    expect((await lookup(disabled.userinfo.member_id, me.token)).body).toMatchObject({ code: 0, msg: en('transfer_recipient_inactive') });
    const ja = await lookup('00000000', me.token, 'ja');
    expect(ja.body.msg).not.toBe(en('transfer_recipient_unknown'));
    expect(ja.body.msg).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('names the field when the member ID is missing, and is for members only', async () => {
    const empty = await lookup('', me.token);
    expect(empty.body).toMatchObject({ code: 0, data: { field: 'member_id' } });
    expect((await lookup(other.userinfo.member_id)).status).toBe(401);
  });

  it(`refuses more than ${RATE.recipient} lookups a minute from one address`, async () => {
    // Run last: it spends what is left of the minute's allowance, then some.
    const answers = await Promise.all(Array.from({ length: RATE.recipient + 10 }, (_, i) => lookup(String(10_000_000 + i), me.token)));
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(10);
    expect(answers.filter((a) => a.status !== 429).length).toBeLessThanOrEqual(RATE.recipient);
    for (const a of limited) expect(a.body.msg).toBe(en('rate_limited'));
  });
});
