import { DEFAULT_LANGUAGE, LANGUAGES, TRANSLATABLE_SETTING_KEYS, type Language, type LocalizedText, type TranslatableSettingKey } from '@onego/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from './tables.js';

/** Every operator-editable setting with its default. Later modules add their fees and limits here. */
export const SETTING_DEFAULTS = {
  service_phone: '+65 6000 0000',
  service_days: '週一至週五 09:00–18:00（新加坡時間）',
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
  // Member services: withdrawing needs approved identity when '1'.
  withdraw_requires_kyc: '0',
  // Withdrawals: a fixed fee taken from the amount, the smallest amount, what one member may withdraw per UTC day.
  withdrawal_fee: '1.00',
  withdrawal_min: '10.00',
  withdrawal_daily_limit: '10000.00',
  // The most USDT the hot wallet keeps; a sweep sends what is above it to the cold address ('' = none set, keep all).
  hot_wallet_cap: '10000.00',
  cold_wallet_address: '',
  // The chain: blocks behind the head counted final when the node has no `finalized` tag, and a top-up's countdown.
  // A server started with CHAIN_CONFIRMATIONS / CHAIN_TOPUP_MINUTES saves those once, on its first start, instead.
  chain_confirmations: '15',
  topup_minutes: '30',
} satisfies Record<string, string>;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = { [K in SettingKey]: string };

/**
 * What a per-language setting says in the other languages until an operator saves it; the default language's text is
 * its SETTING_DEFAULTS value. Once saved, a language left empty falls back to the saved default-language text instead.
 */
export const SETTING_TRANSLATION_DEFAULTS: Record<TranslatableSettingKey, LocalizedText> = {
  service_days: {
    'zh-CN': '周一至周五 09:00–18:00（新加坡时间）', en: 'Mon–Fri 09:00–18:00 (Singapore time)', ja: '月～金 9:00～18:00（シンガポール時間）',
    ko: '월~금 09:00~18:00 (싱가포르 시간)', vi: 'Thứ Hai – Thứ Sáu, 09:00–18:00 (giờ Singapore)', id: 'Senin–Jumat 09.00–18.00 (waktu Singapura)',
    th: 'จันทร์–ศุกร์ 09:00–18:00 น. (เวลาสิงคโปร์)',
  },
};

/** Whether operators may give a setting per language. */
export const isTranslatable = (key: SettingKey): key is TranslatableSettingKey => (TRANSLATABLE_SETTING_KEYS as readonly string[]).includes(key);

/** A per-language setting as stored: the default language's text and the other languages' own texts. */
export interface SettingTexts { value: string; translations: LocalizedText }

// Values are stored as JSON strings. Read as text in SQL (`#>> '{}'`): through drizzle's jsonb column, a string that
// looks like a number is parsed again on one of the drivers, so "5000.00" would come back as 5000.
const valueText = sql<string | null>`${settings.value} #>> '{}'`;
function asText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * Reads settings, falling back to defaults for keys never saved. With a language, a per-language setting reads in that
 * language, else in the default language.
 */
export async function readSettings(db: Db, keys: SettingKey[] = Object.keys(SETTING_DEFAULTS) as SettingKey[], lang?: Language): Promise<Settings> {
  const rows = await db.select({ key: settings.key, value: valueText, translations: settings.translations }).from(settings).where(inArray(settings.key, keys));
  const out: Settings = { ...SETTING_DEFAULTS };
  const saved = new Map(rows.map((r) => [r.key, r]));
  for (const key of keys) {
    const row = saved.get(key);
    const value = asText(row?.value);
    if (value !== undefined) out[key] = value;
    if (lang && lang !== DEFAULT_LANGUAGE && isTranslatable(key)) {
      const own = (row ? row.translations : SETTING_TRANSLATION_DEFAULTS[key])[lang];
      if (own) out[key] = own;
    }
  }
  return out;
}

/** A per-language setting's texts: as saved, or the defaults when it never was. */
export async function readSettingTexts(db: Db, key: TranslatableSettingKey): Promise<SettingTexts> {
  const [row] = await db.select({ value: valueText, translations: settings.translations }).from(settings).where(eq(settings.key, key)).limit(1);
  if (!row) return { value: SETTING_DEFAULTS[key], translations: { ...SETTING_TRANSLATION_DEFAULTS[key] } };
  return { value: asText(row.value) ?? SETTING_DEFAULTS[key], translations: onlyOtherLanguages(row.translations) };
}

function onlyOtherLanguages(texts: LocalizedText): LocalizedText {
  const out: LocalizedText = {};
  for (const l of LANGUAGES) if (l !== DEFAULT_LANGUAGE && texts[l]) out[l] = texts[l];
  return out;
}

/**
 * Saves one setting, and for a per-language one its other languages' texts when given (replacing them all; a language
 * left out falls back to the default language). Callers on the operator side audit the change in the same transaction.
 */
export async function writeSetting(db: Db, key: SettingKey, value: string, translations?: LocalizedText): Promise<void> {
  cached = new WeakMap();
  // Always stored as a JSON string, whatever a driver does with a string parameter for a jsonb column.
  const json = sql`to_jsonb(${value}::text)`;
  // A per-language setting saved for the first time keeps the other languages' defaults unless new ones are given.
  const first = translations ?? (isTranslatable(key) ? SETTING_TRANSLATION_DEFAULTS[key] : {});
  const set = translations ? { value: json, translations: onlyOtherLanguages(translations), updatedAt: new Date() } : { value: json, updatedAt: new Date() };
  await db.insert(settings).values({ key, value: json, translations: onlyOtherLanguages(first) }).onConflictDoUpdate({ target: settings.key, set });
}

/**
 * Saves a setting only if it was never saved (a first start's value from the environment); an operator's later change
 * is never overwritten. Answers whether it was saved now.
 */
export async function seedSetting(db: Db, key: SettingKey, value: string): Promise<boolean> {
  const rows = await db.insert(settings).values({ key, value: sql`to_jsonb(${value}::text)`, translations: {} }).onConflictDoNothing().returning({ key: settings.key });
  if (rows.length) cached = new WeakMap();
  return rows.length > 0;
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
