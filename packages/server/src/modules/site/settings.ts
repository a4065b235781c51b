import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from './tables.js';

/** Every operator-editable setting with its default. Later modules add their fees and limits here. */
export const SETTING_DEFAULTS = {
  service_phone: '+65 6000 0000',
  service_days: 'Mon-Fri 09:00-18:00 (SGT)',
  service_email: 'support@onego.local',
  checkin_points: '1',
} satisfies Record<string, string>;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = { [K in SettingKey]: string };

/** Reads settings, falling back to defaults for keys never saved. */
export async function readSettings(db: Db, keys: SettingKey[] = Object.keys(SETTING_DEFAULTS) as SettingKey[]): Promise<Settings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  const out: Settings = { ...SETTING_DEFAULTS };
  for (const row of rows) if (row.key in out && typeof row.value === 'string') out[row.key as SettingKey] = row.value;
  return out;
}

/** Saves one setting. Callers on the operator side audit the change in the same transaction. */
export async function writeSetting(db: Db, key: SettingKey, value: string): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/** One setting. */
export async function readSetting(db: Db, key: SettingKey): Promise<string> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return typeof row?.value === 'string' ? row.value : SETTING_DEFAULTS[key];
}
