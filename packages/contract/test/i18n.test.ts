import { describe, expect, it } from 'vitest';
import { LANGUAGES, NUMBER_SEPARATORS, formatDecimal, koreanEnding, particleFor, quoteName, resolveKoreanParticles, translate } from '../src/index.js';

describe('Korean particles', () => {
  it.each([
    // Hangul with and without a final consonant, and with ㄹ.
    ['배송지', '을(를)', '를'], ['주소', '을(를)', '를'], ['이름', '을(를)', '을'], ['비밀번호', '이(가)', '가'],
    ['수량', '이(가)', '이'], ['금액', '은(는)', '은'], ['닉네임', '은(는)', '은'], ['국가', '은(는)', '는'],
    ['사진', '과(와)', '과'], ['주소', '과(와)', '와'],
    ['계정', '(으)로', '으로'], ['주소', '(으)로', '로'], ['서울', '(으)로', '로'], ['파일', '(으)로', '로'],
    ['친구', '이에요(예요)', '예요'], ['회원', '이에요(예요)', '이에요'],
  ])('%s + %s → %s', (word, pair, particle) => {
    expect(particleFor(word, pair)).toBe(particle);
  });

  it.each([
    // Digits by their Korean reading: 일 칠 팔 end in ㄹ, 영 삼 육 in a consonant, 이 사 오 구 in a vowel.
    ['1', '을(를)', '을'], ['1', '(으)로', '로'], ['2', '을(를)', '를'], ['3', '이(가)', '이'], ['4', '은(는)', '는'],
    ['5', '(으)로', '로'], ['6', '(으)로', '으로'], ['7', '(으)로', '로'], ['8', '이(가)', '이'], ['9', '을(를)', '를'],
    ['0', '(으)로', '으로'],
    // Whole numbers ending in zeros by their unit: 십 백 천 만.
    ['10', '을(를)', '을'], ['100', '이(가)', '이'], ['1,000', '은(는)', '은'], ['50000', '(으)로', '으로'],
    ['1,234.50', '을(를)', '을'], ['12.5', '을(를)', '를'], ['1000000000000', '이(가)', '가'],
  ])('number %s + %s → %s', (word, pair, particle) => {
    expect(particleFor(word, pair)).toBe(particle);
  });

  it.each([
    // Latin letters as spelt out: 엘 알 end in ㄹ, 엠 엔 in a consonant, the others in a vowel.
    ['L', '(으)로', '로'], ['L', '을(를)', '을'], ['R', '이(가)', '이'], ['M', '을(를)', '을'], ['M', '(으)로', '으로'],
    ['N', '은(는)', '은'], ['ID', '을(를)', '를'], ['A', '이(가)', '가'], ['XL', '(으)로', '로'], ['USDT', '은(는)', '는'],
  ])('letters %s + %s → %s', (word, pair, particle) => {
    expect(particleFor(word, pair)).toBe(particle);
  });

  it('looks past closing quotes and brackets, and leaves the pair when nothing readable comes before it', () => {
    expect(koreanEnding('“배송지”')).toBe('vowel');
    expect(koreanEnding('주문 (A01)')).toBe('rieul');
    expect(koreanEnding('주문 (A03)')).toBe('consonant');
    expect(particleFor('', '을(를)')).toBe('을(를)');
    expect(particleFor('★', '이(가)')).toBe('이(가)');
  });

  it('rewrites every pair of a sentence by the word before each', () => {
    expect(resolveKoreanParticles('배송지을(를) 입력해 주세요')).toBe('배송지를 입력해 주세요');
    expect(resolveKoreanParticles('이름이(가) 너무 깁니다')).toBe('이름이 너무 깁니다');
    expect(resolveKoreanParticles('A01(으)로 전환했어요. 계정은(는) 그대로예요')).toBe('A01로 전환했어요. 계정은 그대로예요');
    expect(resolveKoreanParticles('괄호(있음)는 그대로')).toBe('괄호(있음)는 그대로');
  });

  it('is applied by the server messages in Korean only', () => {
    expect(translate('ko', 'field_required', { field: '배송지' })).not.toContain('(');
    expect(translate('ko', 'field_required', { field: '배송지' })).toMatch(/^배송지를 /);
    expect(translate('ko', 'field_required', { field: '이름' })).toMatch(/^이름을 /);
  });
});

describe('quoted names', () => {
  it.each([
    ['zh-TW', '「茶」'], ['ja', '「茶」'], ['zh-CN', '“茶”'], ['en', '“茶”'], ['vi', '“茶”'], ['id', '“茶”'], ['ko', '茶'], ['th', '茶'],
  ] as const)('%s quotes a name as %s', (lang, quoted) => {
    expect(quoteName(lang, '茶')).toBe(quoted);
  });

  it('is what a {name|quote} placeholder inserts', () => {
    expect(translate('zh-TW', 'order_out_of_stock', { name: '烏龍茶' })).toBe('「烏龍茶」庫存不足');
    expect(translate('en', 'order_out_of_stock', { name: 'Oolong tea' })).toBe('“Oolong tea” is out of stock');
  });
});

describe('decimal numbers per language', () => {
  it.each([
    ['en', '1234567.50', '1,234,567.50'], ['zh-TW', '1234.5', '1,234.5'], ['vi', '1234567.50', '1.234.567,50'],
    ['id', '-1234.50', '-1.234,50'], ['th', '999.00', '999.00'], ['en', '123456789012345678.25', '123,456,789,012,345,678.25'],
  ] as const)('%s writes %s as %s', (lang, value, text) => {
    expect(formatDecimal(lang, value)).toBe(text);
  });

  it.each(LANGUAGES)('%s: the separators table writes numbers as Intl does', (lang) => {
    const parts = new Intl.NumberFormat(lang).formatToParts(12345.5);
    expect(NUMBER_SEPARATORS[lang]).toEqual({
      group: parts.find((p) => p.type === 'group')?.value,
      decimal: parts.find((p) => p.type === 'decimal')?.value,
    });
  });

  it('adds a sign on request, never to zero, and leaves what is not a decimal', () => {
    expect(formatDecimal('en', '3.00', true)).toBe('+3.00');
    expect(formatDecimal('en', '0.00', true)).toBe('0.00');
    expect(formatDecimal('en', '-0.00')).toBe('0.00');
    expect(formatDecimal('en', 'abc')).toBe('abc');
  });
});
