import type { Language } from '../languages.js';
import { resolveKoreanParticles } from '../i18n/korean.js';
import { quoteName } from '../i18n/quote.js';
import { en, type MessageCatalogue, type MessageKey } from './en.js';
import { id } from './id.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { th } from './th.js';
import { vi } from './vi.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

export type { MessageKey, MessageCatalogue };
export { fieldKind, requiredKey, type FieldKind } from './required.js';

/** Server messages in every language. */
export const MESSAGES: Record<Language, MessageCatalogue> = {
  'zh-TW': zhTW, 'zh-CN': zhCN, en, ja, ko, vi, id, th,
};

/**
 * Translates a message key with {param} values; unknown keys come back as the key itself. `{name|quote}` puts the
 * value in the language's quotes; in Korean a particle pair after a value (`{field}을(를)`) is settled by that value.
 */
export function translate(lang: Language, key: string, params?: Record<string, string | number>): string {
  const table = MESSAGES[lang] as Record<string, string>;
  const text = table[key] ?? (MESSAGES['zh-TW'] as Record<string, string>)[key] ?? key;
  const filled = !params ? text : text.replace(/\{(\w+)(\|quote)?\}/g, (m, name: string, quote?: string) => {
    if (params[name] === undefined) return m;
    return quote ? quoteName(lang, String(params[name])) : String(params[name]);
  });
  return lang === 'ko' ? resolveKoreanParticles(filled) : filled;
}

/** True when the key exists in the catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}
