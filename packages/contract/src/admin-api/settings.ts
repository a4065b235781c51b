import { getCall, postCall } from '../call.js';
import { z } from 'zod';
import { text } from '../api/text.js';

/** Operator-editable settings, in the order the back office lists them. */
export const SETTING_KEYS = [
  'transfer_fee_rate', 'transfer_fee_min', 'transfer_min', 'transfer_daily_limit', 'checkin_points', 'subaccount_limit',
  'service_phone', 'service_days', 'service_email', 'shipping_fee', 'shipping_free_over', 'order_pay_minutes', 'order_confirm_days',
  // Member services.
  'withdraw_requires_kyc',
  // Withdrawals and the hot wallet (issue #10).
  'withdrawal_fee', 'withdrawal_min', 'withdrawal_daily_limit', 'hot_wallet_cap', 'cold_wallet_address',
  // The chain: confirmations (a node without the finalized tag) and the top-up countdown; first defaults from the environment.
  'chain_confirmations', 'topup_minutes'] as const;
export const SettingKeySchema = z.enum(SETTING_KEYS);
export type SettingKeyName = (typeof SETTING_KEYS)[number];
/** Settings that readers see as text, which may be given per language (each falls back to the default language's). */
export const TRANSLATABLE_SETTING_KEYS = ['service_days'] as const satisfies readonly SettingKeyName[];
export type TranslatableSettingKey = (typeof TRANSLATABLE_SETTING_KEYS)[number];

const translation = text({ max: 100 }).optional();
/** A per-language setting's texts in the languages other than the default (zh-TW, which is `value`); '' or none falls back. */
export const SettingTranslations = z.object({ 'zh-CN': translation, en: translation, ja: translation, ko: translation, vi: translation, id: translation, th: translation });
const SavedTranslations = z.record(z.string(), z.string()).nullable();
export const SettingRow = z.object({
  key: SettingKeySchema,
  value: z.string(),
  default: z.string(),
  /** money: fees, limits and points (finance); site: contact details. */
  group: z.enum(['money', 'site']),
  /** What the value must be, for the form's hint: rate, amount, points, integer or text. */
  type: z.enum(['rate', 'amount', 'points', 'integer', 'text']),
  min: z.string().nullable(),
  max: z.string().nullable(),
  /** True when the calling operator may change it. */
  writable: z.boolean(),
  /** For a per-language setting, its texts in the other languages (`value` is the default language's); null otherwise. */
  translations: SavedTranslations,
});
export const SettingsData = z.object({ list: z.array(SettingRow) });
export const SettingWriteBody = z.object({
  key: SettingKeySchema,
  value: z.union([z.string(), z.number()]).transform((v) => String(v)).pipe(text({ max: 100 })),
  /** Only for a per-language setting: all its other languages' texts at once; when left out they stay as they are. */
  translations: SettingTranslations.optional(),
});
export const SettingWriteData = z.object({ key: SettingKeySchema, before: z.string(), value: z.string(), translations: SavedTranslations });

/** Every /admin-api/settings/* call. */
export const adminSettingsCalls = {
  list: getCall({ path: '/admin-api/settings', access: { operator: 'settings.read' }, data: SettingsData }),
  // Which settings an operator may change is decided per key (settings.write / settings.write_site) by the use case.
  save: postCall({ path: '/admin-api/settings', access: { operator: 'settings.read' }, body: SettingWriteBody, data: SettingWriteData, message: 'setting_saved', summary: 'Change one setting; audited' }),
};
