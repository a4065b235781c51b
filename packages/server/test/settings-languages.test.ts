import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/tables.js';
import { startTestApp, type TestApp, signInOperators } from './harness.js';

let t: TestApp;
let api: Awaited<ReturnType<typeof signInOperators>>['api'];

beforeAll(async () => {
  t = await startTestApp();
  ({ api } = await signInOperators(t));
});
afterAll(async () => t?.close());

const hours = async (lang: string) => (await t.call({ method: 'GET', url: '/api/ajax/getConfig', lang })).body.data.service_days as string;
const audits = () => t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'settings.write'), eq(auditLog.targetId, 'service_days'))).orderBy(auditLog.id);

describe('settings given per language', () => {
  it('shows the service hours in the reader\'s language out of the box', async () => {
    expect(await hours('zh-TW')).toBe('週一至週五 09:00–18:00（新加坡時間）');
    expect(await hours('en')).toBe('Mon–Fri 09:00–18:00 (Singapore time)');
    expect(await hours('th')).toBe('จันทร์–ศุกร์ 09:00–18:00 น. (เวลาสิงคโปร์)');
    const listed = (await api('GET', '/admin-api/settings', { as: 'boss' })).body.data.list;
    expect(listed.find((s: any) => s.key === 'service_days').translations).toMatchObject({ en: 'Mon–Fri 09:00–18:00 (Singapore time)', ko: '월~금 09:00~18:00 (싱가포르 시간)' });
    expect(listed.find((s: any) => s.key === 'service_phone').translations).toBeNull();
  });

  it('saves every language at once, audited, and falls back to the default language where one is left empty', async () => {
    const res = await api('POST', '/admin-api/settings', {
      as: 'boss',
      body: { key: 'service_days', value: '每天 10:00–22:00', translations: { en: ' Daily 10:00–22:00 ', ja: '毎日 10:00～22:00', th: '' } },
    });
    expect(res.body).toMatchObject({ code: 1, data: { key: 'service_days', value: '每天 10:00–22:00', translations: { en: 'Daily 10:00–22:00', ja: '毎日 10:00～22:00' } } });
    expect(await hours('en')).toBe('Daily 10:00–22:00');
    expect(await hours('ja')).toBe('毎日 10:00～22:00');
    expect(await hours('th')).toBe('每天 10:00–22:00');
    expect(await hours('zh-TW')).toBe('每天 10:00–22:00');
    const [row] = await audits();
    expect(row).toMatchObject({
      operatorName: 'boss', targetType: 'setting',
      before: { value: '週一至週五 09:00–18:00（新加坡時間）', translations: { en: 'Mon–Fri 09:00–18:00 (Singapore time)' } },
      after: { value: '每天 10:00–22:00', translations: { en: 'Daily 10:00–22:00', ja: '毎日 10:00～22:00' } },
    });
    expect((row!.after as { translations: object }).translations).not.toHaveProperty('th');
  });

  it('keeps the other languages when only the default language\'s text is changed', async () => {
    await api('POST', '/admin-api/settings', { as: 'boss', body: { key: 'service_days', value: '每天 09:00–21:00' } });
    expect(await hours('en')).toBe('Daily 10:00–22:00');
    expect(await hours('vi')).toBe('每天 09:00–21:00');
    expect(await audits()).toHaveLength(2);
  });

  it('refuses per-language texts for a setting that has none, and checks each text like the value', async () => {
    const phone = await api('POST', '/admin-api/settings', { as: 'boss', body: { key: 'service_phone', value: '+65 6000 0001', translations: { en: 'x' } } });
    expect(phone.body.code).toBe(0);
    const long = await api('POST', '/admin-api/settings', { as: 'boss', body: { key: 'service_days', value: 'ok', translations: { en: 'x'.repeat(101) } } });
    expect(long.body.code).toBe(0);
    const control = await api('POST', '/admin-api/settings', { as: 'boss', body: { key: 'service_days', value: 'ok', translations: { ko: 'a\u0000b' } } });
    expect(control.body).toMatchObject({ code: 0, msg: 'Text in other languages contains control characters, which are not allowed' });
    expect(await hours('en')).toBe('Daily 10:00–22:00');
    expect(await audits()).toHaveLength(2);
  });

  it('lets only an operator who may change the site\'s texts change them', async () => {
    const fin = await api('POST', '/admin-api/settings', { as: 'fin', body: { key: 'service_days', value: 'x', translations: { en: 'y' } } });
    expect(fin.body.code).toBe(0);
    expect(await hours('en')).toBe('Daily 10:00–22:00');
  });
});
