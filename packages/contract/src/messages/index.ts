import type { Language } from '../languages.js';
import { en, type MessageCatalogue, type MessageKey } from './en.js';
import { id } from './id.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { th } from './th.js';
import { vi } from './vi.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

export type { MessageKey, MessageCatalogue };

/** Server messages in every language. */
export const MESSAGES: Record<Language, MessageCatalogue> = {
  'zh-TW': zhTW, 'zh-CN': zhCN, en, ja, ko, vi, id, th,
};

/** Translates a message key with {param} values; unknown keys come back as the key itself. */
export function translate(lang: Language, key: string, params?: Record<string, string | number>): string {
  const table = MESSAGES[lang] as Record<string, string>;
  const text = table[key] ?? (MESSAGES['zh-TW'] as Record<string, string>)[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (params[name] === undefined ? m : String(params[name])));
}

/** True when the key exists in the catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}
