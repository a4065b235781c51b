import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from './tables.js';

/** Every operator-editable setting with its default. Later modules add their fees and limits here. */
export const SETTING_DEFAULTS = {
  service_phone: '+65 6000 0000',
  service_days: 'Mon-Fri 09:00-18:00 (SGT)',
  service_email: 'support@onego.local',
  checkin_points: '1',
  transfer_fee_rate: '0.01',
  transfer_fee_min: '1.00',
  transfer_min: '10.00',
  transfer_daily_limit: '10000.00',
  subaccount_limit: '10',
  shipping_fee: '0.00',
  shipping_free_over: '0.00',
  order_pay_minutes: '30',
  order_confirm_days: '10',
} satisfies Record<string, string>;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = { [K in SettingKey]: string };

// Values are stored as JSON strings. Read as text in SQL (`#>> '{}'`): through drizzle's jsonb column, a string that
// looks like a number is parsed again on one of the drivers, so "5000.00" would come back as 5000.
const valueText = sql<string | null>`${settings.value} #>> '{}'`;
function asText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Reads settings, falling back to defaults for keys never saved. */
export async function readSettings(db: Db, keys: SettingKey[] = Object.keys(SETTING_DEFAULTS) as SettingKey[]): Promise<Settings> {
  const rows = await db.select({ key: settings.key, value: valueText }).from(settings).where(inArray(settings.key, keys));
  const out: Settings = { ...SETTING_DEFAULTS };
  for (const row of rows) {
    const value = asText(row.value);
    if (row.key in out && value !== undefined) out[row.key as SettingKey] = value;
  }
  return out;
}

/** Saves one setting. Callers on the operator side audit the change in the same transaction. */
export async function writeSetting(db: Db, key: SettingKey, value: string): Promise<void> {
  cached = new WeakMap();
  // Always stored as a JSON string, whatever a driver does with a string parameter for a jsonb column.
  const json = sql`to_jsonb(${value}::text)`;
  await db.insert(settings).values({ key, value: json }).onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: new Date() } });
}

/** One setting. */
export async function readSetting(db: Db, key: SettingKey): Promise<string> {
  const [row] = await db.select({ value: valueText }).from(settings).where(eq(settings.key, key)).limit(1);
  return asText(row?.value) ?? SETTING_DEFAULTS[key];
}

/** How long a hot path may use settings it read before: an operator's change reaches every instance within this. */
export const SETTINGS_CACHE_MS = 1000;
let cached = new WeakMap<Db, { at: number; values: Settings }>();

/**
 * All settings, read at most once a second per database handle: for calls made thousands of times a second (transfers),
 * where one more round trip per call costs more than a second's delay in seeing a changed fee. This instance's own
 * writes clear it at once.
 */
export async function readSettingsCached(db: Db): Promise<Settings> {
  const hit = cached.get(db);
  if (hit && Date.now() - hit.at < SETTINGS_CACHE_MS) return hit.values;
  const values = await readSettings(db);
  cached.set(db, { at: Date.now(), values });
  return values;
}
