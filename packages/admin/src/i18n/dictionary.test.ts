import { LANGUAGE_NAMES, LANGUAGES } from '@onego/contract';
import { describe, expect, it } from 'vitest';
import { DICTS, TEXTS_BY_DOMAIN } from './dictionary';
import { LANG_CODES, LANGS } from './languages';

const domains = Object.entries(TEXTS_BY_DOMAIN) as Array<[string, Record<string, Record<string, string>>]>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every key a language misses (or leaves blank) or adds, per domain, and languages the back office does not speak. */
function textProblems(list: typeof domains): string[] {
  const wrong: string[] = [];
  for (const [domain, texts] of list) {
    const keys = Object.keys(texts.en!);
    for (const lang of LANG_CODES) {
      const given = texts[lang] ?? {};
      for (const k of keys) if (!given[k]?.trim()) wrong.push(`${domain}.${lang} misses ${k}`);
      for (const k of Object.keys(given)) if (!keys.includes(k)) wrong.push(`${domain}.${lang} has extra ${k}`);
    }
    for (const lang of Object.keys(texts)) if (!(LANG_CODES as string[]).includes(lang)) wrong.push(`${domain} has unknown language ${lang}`);
  }
  return wrong;
}

describe('back-office texts', () => {
  it('gives every key of every domain in every language, and no key English does not have', () => {
    expect(textProblems(domains)).toEqual([]);
  });

  it('notices a missing, an empty, an extra key and an unknown language', () => {
    const en = { a: 'A', b: 'B' };
    const others = Object.fromEntries(LANG_CODES.filter((l) => l !== 'en').map((l) => [l, { a: 'a', b: 'b' }]));
    const broken = { ...others, en, 'zh-TW': { a: 'a' }, 'zh-CN': { a: 'a', b: ' ', c: 'c' }, xx: { a: 'a', b: 'b' } };
    expect(textProblems([['sample', broken]])).toEqual([
      'sample.zh-TW misses b', 'sample.zh-CN misses b', 'sample.zh-CN has extra c', 'sample has unknown language xx',
    ]);
  });

  it('keeps each key in one domain, so merging the domains loses no text', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [domain, texts] of domains) {
      for (const k of Object.keys(texts.en!)) {
        if (owner.has(k)) twice.push(`${k}: ${owner.get(k)} and ${domain}`);
        owner.set(k, domain);
      }
    }
    expect(twice).toEqual([]);
    for (const lang of LANG_CODES) expect(Object.keys(DICTS[lang]).sort()).toEqual([...owner.keys()].sort());
  });

  it('translates every text into the languages with their own script, rather than copying the English', () => {
    // Words every language writes the same way: an abbreviation and the "nothing" dash.
    const same = new Set(['ip', 'none']);
    const copied: string[] = [];
    for (const [domain, texts] of domains) {
      for (const [k, en] of Object.entries(texts.en!)) {
        for (const lang of ['zh-TW', 'zh-CN', 'ja', 'ko', 'th'] as const) if (!same.has(k) && texts[lang]![k] === en) copied.push(`${domain}.${lang}.${k}`);
      }
    }
    expect(copied).toEqual([]);
  });

  it('keeps the {placeholders} of every text in every language', () => {
    const wrong: string[] = [];
    for (const [domain, texts] of domains) {
      for (const [k, en] of Object.entries(texts.en!)) {
        for (const lang of LANG_CODES) if (placeholders(texts[lang]![k]!).join() !== placeholders(en).join()) wrong.push(`${domain}.${lang}.${k}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('speaks the member app\'s 8 languages, in its order, each under its own name', () => {
    expect(LANG_CODES).toEqual([...LANGUAGES]);
    for (const lang of LANG_CODES) expect(LANGS[lang].label).toBe(LANGUAGE_NAMES[lang]);
  });
});
