import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type LocalizedText } from '@onego/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The text in the caller's language, else zh-TW, else any language that has one, else ''. */
export function pick(texts: LocalizedText | null | undefined, lang: Language): string {
  if (!texts) return '';
  const own = texts[lang]?.trim();
  if (own) return own;
  const fallback = texts[DEFAULT_LANGUAGE]?.trim();
  if (fallback) return fallback;
  for (const l of LANGUAGES) if (texts[l]?.trim()) return texts[l]!.trim();
  return '';
}

/** The same choice in SQL (caller's language, else zh-TW), for searching and sorting by name. */
export function pickSql(column: AnyPgColumn, lang: Language): SQL<string> {
  return sql<string>`coalesce(nullif(${column} ->> ${lang}::text, ''), ${column} ->> 'zh-TW')`;
}

/** Keeps only the languages we know, trimmed, dropping empty ones. */
export function cleanText(texts: Record<string, string | undefined>): LocalizedText {
  const out: LocalizedText = {};
  for (const l of LANGUAGES) {
    const v = texts[l]?.trim();
    if (v) out[l] = v;
  }
  return out;
}

/** Escapes LIKE wildcards in a search word. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
