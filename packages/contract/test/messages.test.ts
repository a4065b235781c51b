import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES, matchLanguage, translate } from '../src/index.js';

const params = (text: string) => [...text.matchAll(/\{(\w+)(?:\|quote)?\}/g)].map((m) => m[1]).sort();

describe('server messages', () => {
  const reference = MESSAGES.en;
  for (const lang of LANGUAGES) {
    it(`${lang} has every key, none empty, with the same placeholders`, () => {
      const table = MESSAGES[lang] as Record<string, string>;
      expect(Object.keys(table).sort()).toEqual(Object.keys(reference).sort());
      for (const [key, text] of Object.entries(reference)) {
        expect(table[key]?.trim(), `${lang}.${key}`).toBeTruthy();
        expect(params(table[key]!), `${lang}.${key}`).toEqual(params(text));
      }
    });
  }

  it('fills placeholders and keeps unknown ones', () => {
    expect(translate('en', 'login_locked', { minutes: 15 })).toBe('Too many wrong passwords. Please try again in 15 minutes.');
    expect(translate('en', 'login_locked')).toContain('{minutes}');
  });
});

describe('language matching', () => {
  it.each([
    ['zh-TW', 'zh-TW'], ['zh-Hant-HK', 'zh-TW'], ['zh-CN', 'zh-CN'], ['zh', 'zh-CN'], ['en-US', 'en'], ['ja', 'ja'],
    ['ko-KR', 'ko'], ['vi', 'vi'], ['id-ID', 'id'], ['th-TH', 'th'], ['fr-FR,en;q=0.8', 'en'], ['xx', undefined], ['', undefined],
  ])('%s → %s', (input, expected) => {
    expect(matchLanguage(input)).toBe(expected);
  });
});
