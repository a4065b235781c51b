import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseMoney } from '@onego/contract';
import { formatAmount } from '../src/components/format';

/** What formatAmount gave when it computed with the decimal library: the text-only one must say the same. */
function withDecimals(value: string | undefined, sign = false): string {
  const m = value === undefined ? undefined : parseMoney(value);
  if (!m) return value ?? '';
  const [int, frac = '00'] = m.abs().toFixed(2).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const prefix = m.isNeg() && !m.isZero() ? '-' : sign && m.gt(0) ? '+' : '';
  return `${prefix}${grouped}.${frac}`;
}

describe('formatAmount', () => {
  it('groups thousands, keeps 2 decimals rounded down and signs as asked', () => {
    expect(formatAmount('1234.5')).toBe('1,234.50');
    expect(formatAmount('-3.00')).toBe('-3.00');
    expect(formatAmount('12.349')).toBe('12.34');
    expect(formatAmount('0012.30', true)).toBe('+12.30');
    expect(formatAmount('0.00', true)).toBe('0.00');
    expect(formatAmount('-0.00')).toBe('0.00');
    expect(formatAmount('-0.001')).toBe('-0.00');
    expect(formatAmount('12345678901234567890.12')).toBe('12,345,678,901,234,567,890.12');
    expect(formatAmount('abc')).toBe('abc');
    expect(formatAmount(undefined)).toBe('');
  });

  it('says what the decimal library says for any wire amount', () => {
    const amount = fc.tuple(fc.boolean(), fc.stringMatching(/^\d{1,20}$/), fc.option(fc.stringMatching(/^\d{1,8}$/)), fc.constantFrom('', ' '))
      .map(([neg, int, frac, pad]) => `${pad}${neg ? '-' : ''}${int}${frac === null ? '' : `.${frac}`}${pad}`);
    fc.assert(fc.property(amount, fc.boolean(), (value, sign) => formatAmount(value, sign) === withDecimals(value, sign)), { numRuns: 2000 });
  });
});
