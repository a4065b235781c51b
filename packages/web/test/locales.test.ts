import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@onego/contract';
import { locales } from '../src/i18n/locales/all';
import { loadArticles } from '../src/i18n/articles';

function flatten(obj: object, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as object, key));
    else out[key] = v;
  }
  return out;
}

// A value may carry a format (`{{name, quote}}`); the variable is what must match.
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
// The singular form of a plural may leave the count out ("Delete the selected item").
const withoutCount = (key: string, vars: (string | undefined)[]) => (key.endsWith('_one') ? vars.filter((v) => v !== 'count') : vars);

describe('locales', () => {
  const all = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(locales[l])]));
  const union = new Set(LANGUAGES.flatMap((l) => Object.keys(all[l]!)));

  it.each(LANGUAGES)('%s has every key, each a non-empty string', (lang) => {
    const messages = all[lang]!;
    for (const key of union) {
      expect(messages[key], `${lang}: ${key}`).toBeTypeOf('string');
      expect((messages[key] as string).trim(), `${lang}: ${key}`).not.toBe('');
    }
  });

  it.each(LANGUAGES)('%s keeps the same interpolation variables and tags as en', (lang) => {
    for (const key of union) {
      const vars = (text: string) => withoutCount(key, placeholders(text));
      expect(vars(all[lang]![key] as string), `${lang}: ${key}`).toEqual(vars(all.en![key] as string));
    }
  });

  it.each(LANGUAGES)('%s has both legal texts with content', async (lang) => {
    const set = await loadArticles(lang);
    for (const article of [set.privacy, set.agreement]) {
      expect(article.title.trim()).not.toBe('');
      expect(article.sections.length).toBeGreaterThanOrEqual(6);
      for (const s of article.sections) {
        expect(s.heading.trim()).not.toBe('');
        expect(s.body.join('').trim()).not.toBe('');
      }
    }
  });
});
