import { CONTROL_CHARACTERS_KEY, hasControlCharacters, Money, SETTING_KEYS, type LocalizedText, type SettingKeyName } from '@onego/contract';
import { AppError } from '../../../http/errors.js';
import { checkBep20Address } from '../../../lib/bep20-address.js';
import { MAINNET_USDT } from '../../chain/index.js';
import { isTranslatable, readSettings, readSettingTexts, SETTING_DEFAULTS, writeSetting, type SettingKey, type SettingTexts } from '../../site/index.js';
import type { AdminCtx } from '../admin-auth.js';
import { operatorAction } from '../operator-action.js';
import { can, ensure, type Permission } from '../permissions.js';

// The contract's list of keys and the server's defaults must name the same settings.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameKeys: Same<SettingKeyName, SettingKey> = true;
void sameKeys;

type Rule =
  | { type: 'rate' | 'amount' | 'points'; min: string; max: string; dp: number }
  | { type: 'integer'; min: number; max: number }
  | { type: 'text'; max: number; email?: boolean; bep20?: boolean };

/** What each setting may hold, and who may change it (money settings: finance; contact details: the site's owner). */
export const SETTING_RULES: Record<SettingKey, { group: 'money' | 'site'; rule: Rule }> = {
  transfer_fee_rate: { group: 'money', rule: { type: 'rate', min: '0', max: '0.5', dp: 4 } },
  transfer_fee_min: { group: 'money', rule: { type: 'amount', min: '0', max: '1000000000', dp: 2 } },
  transfer_min: { group: 'money', rule: { type: 'amount', min: '0', max: '1000000000', dp: 2 } },
  transfer_daily_limit: { group: 'money', rule: { type: 'amount', min: '0', max: '1000000000', dp: 2 } },
  checkin_points: { group: 'money', rule: { type: 'points', min: '0', max: '1000000', dp: 2 } },
  subaccount_limit: { group: 'money', rule: { type: 'integer', min: 0, max: 100 } },
  shipping_fee: { group: 'money', rule: { type: 'amount', min: '0', max: '1000000', dp: 2 } },
  shipping_free_over: { group: 'money', rule: { type: 'amount', min: '0', max: '1000000000', dp: 2 } },
  order_pay_minutes: { group: 'money', rule: { type: 'integer', min: 5, max: 10080 } },
  order_confirm_days: { group: 'money', rule: { type: 'integer', min: 1, max: 90 } },
  // Member services: 1 makes approved identity a condition for withdrawing.
  withdraw_requires_kyc: { group: 'money', rule: { type: 'integer', min: 0, max: 1 } },
  service_phone: { group: 'site', rule: { type: 'text', max: 100 } },
  service_days: { group: 'site', rule: { type: 'text', max: 100 } },
  service_email: { group: 'site', rule: { type: 'text', max: 100, email: true } },
  withdrawal_fee: { group: 'money', rule: { type: 'amount', min: '0', max: '1000000', dp: 2 } },
  withdrawal_min: { group: 'money', rule: { type: 'amount', min: '0.01', max: '1000000000', dp: 2 } },
  withdrawal_daily_limit: { group: 'money', rule: { type: 'amount', min: '0', max: '1000000000', dp: 2 } },
  hot_wallet_cap: { group: 'money', rule: { type: 'amount', min: '0', max: '1000000000', dp: 2 } },
  // Empty means no cold address: the hot wallet keeps everything.
  cold_wallet_address: { group: 'money', rule: { type: 'text', max: 42, bep20: true } },
  chain_confirmations: { group: 'money', rule: { type: 'integer', min: 1, max: 1000 } },
  topup_minutes: { group: 'money', rule: { type: 'integer', min: 1, max: 1440 } },
};

/** A payout address setting: empty (none), or a BEP20 address (never a token contract) stored in its checksummed form. */
function bep20Setting(value: string, field: string, tokens: string[]): string {
  if (!value) return '';
  const verdict = checkBep20Address(value, [MAINNET_USDT, ...tokens]);
  if (verdict.ok) return verdict.address;
  const key = verdict.why === 'format' ? 'field_invalid' : `withdraw_address_${verdict.why}` as const;
  throw new AppError(key, { field });
}

const permissionFor = (key: SettingKey): Permission => (SETTING_RULES[key].group === 'money' ? 'settings.write' : 'settings.write_site');

/** Checks a value against its setting's rule and returns it in the form it is stored; a clear field error otherwise. */
export function normalizeSetting(key: SettingKey, raw: string, tokens: string[] = []): string {
  const field = `field.${key}`;
  const { rule } = SETTING_RULES[key];
  const value = raw.trim();
  if (rule.type === 'text') {
    if (rule.bep20) return bep20Setting(value, field, tokens);
    if (!value) throw new AppError('field_required', { field });
    if (value.length > rule.max) throw new AppError('field_too_long', { field, max: rule.max });
    if (hasControlCharacters(value)) throw new AppError(CONTROL_CHARACTERS_KEY, { field });
    if (rule.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) throw new AppError('field_invalid', { field });
    return value;
  }
  if (!value) throw new AppError('field_required', { field });
  if (rule.type === 'integer') {
    if (!/^-?\d{1,6}$/.test(value)) throw new AppError(/^-?\d+(\.\d+)?$/.test(value) && value.length < 20 ? 'field_integer' : 'field_invalid', { field });
    const n = Number(value);
    if (n < rule.min) throw new AppError('field_too_small', { field, min: rule.min });
    if (n > rule.max) throw new AppError('field_too_big', { field, max: rule.max });
    return String(n);
  }
  if (!/^-?\d{1,12}(\.\d{1,12})?$/.test(value)) throw new AppError('field_invalid', { field });
  const d = new Money(value);
  if (d.lt(rule.min)) throw new AppError('field_too_small', { field, min: rule.min });
  if (d.gt(rule.max)) throw new AppError('field_too_big', { field, max: rule.max });
  if (d.decimalPlaces() > rule.dp) throw new AppError('field_decimals', { field, dp: rule.dp });
  return rule.type === 'rate' ? d.toString() : d.toFixed(2);
}

/** Every setting with its value, default, rule, per-language texts and whether the calling operator may change it. */
export async function listSettings(ctx: AdminCtx) {
  const values = await readSettings(ctx.db);
  const texts = new Map<SettingKey, SettingTexts>(await Promise.all(SETTING_KEYS.filter(isTranslatable).map(async (k) => [k, await readSettingTexts(ctx.db, k)] as const)));
  return {
    list: SETTING_KEYS.map((key) => {
      const { group, rule } = SETTING_RULES[key];
      return {
        key,
        value: values[key],
        default: SETTING_DEFAULTS[key],
        group,
        type: rule.type,
        min: rule.type === 'text' ? null : String(rule.min),
        max: String(rule.max),
        writable: can(ctx.operator.role, permissionFor(key)),
        translations: (texts.get(key)?.translations ?? null) as Record<string, string> | null,
      };
    }),
  };
}

/** The other languages' texts of a per-language setting, each checked like its value; empty ones are dropped (fallback). */
function normalizeTranslations(key: SettingKey, texts: LocalizedText | undefined): LocalizedText | undefined {
  if (texts === undefined) return undefined;
  if (!isTranslatable(key)) throw new AppError('field_invalid', { field: `field.${key}` });
  const out: LocalizedText = {};
  for (const [lang, raw] of Object.entries(texts) as Array<[keyof LocalizedText, string | undefined]>) {
    if (raw?.trim()) out[lang] = normalizeSetting(key, raw);
  }
  return out;
}

/**
 * Changes one setting (and, for a per-language one, its other languages' texts when sent), audited with before and
 * after in the same transaction.
 */
export async function saveSetting(ctx: AdminCtx, body: { key: SettingKey; value: string; translations?: LocalizedText }, tokens: string[] = []) {
  // The permission is checked before the value, so a caller who may not change the setting learns nothing about it.
  ensure(ctx.operator.role, permissionFor(body.key));
  const value = normalizeSetting(body.key, body.value, tokens);
  const translations = normalizeTranslations(body.key, body.translations);
  const key = body.key;
  return operatorAction(ctx, 'settings.write', async ({ tx }) => {
    const before = (await readSettings(tx, [key]))[key];
    const beforeTexts = isTranslatable(key) ? (await readSettingTexts(tx, key)).translations : null;
    await writeSetting(tx, key, value, translations);
    const after = isTranslatable(key) ? (await readSettingTexts(tx, key)).translations : null;
    return {
      target: { type: 'setting', id: key },
      before: beforeTexts ? { value: before, translations: beforeTexts } : { value: before },
      after: after ? { value, translations: after } : { value },
      result: { key, before, value, translations: after as Record<string, string> | null },
    };
  }, permissionFor(key));
}
