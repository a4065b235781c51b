import { describe, expect, it } from 'vitest';
import { contractRule } from './form';
import { formatAmount, parseAmount } from './money';

/** Runs a form rule's validator the way antd does: resolves when the value passes, rejects with the message otherwise. */
async function check(value: unknown): Promise<string> {
  const rule = contractRule('NewPassword', 'rule text') as { validator(rule: unknown, value: unknown): Promise<void> };
  try {
    await rule.validator({}, value);
    return 'ok';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('the kit', () => {
  it('validates a form field with the contract\'s schema, leaving empty fields to the required rule', async () => {
    expect(await check('abcd1234')).toBe('ok');
    expect(await check('abc123')).toBe('rule text');
    expect(await check('abcdefgh')).toBe('rule text');
    expect(await check('12345678')).toBe('rule text');
    expect(await check('')).toBe('ok');
  });

  it('reads amounts exactly, with a sign and at most 2 decimals, and writes them with exactly 2', () => {
    expect(formatAmount(parseAmount('+3')!)).toBe('3.00');
    expect(formatAmount(parseAmount(' -0.75 ')!)).toBe('-0.75');
    expect(formatAmount(parseAmount('0.1')!.plus(parseAmount('0.2')!))).toBe('0.30');
    expect(formatAmount(parseAmount('999999999999999.99')!.plus(parseAmount('0.01')!))).toBe('1000000000000000.00');
    expect(parseAmount('1.234')).toBeUndefined();
    expect(parseAmount('1e3')).toBeUndefined();
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('1.2345', 4)?.toString()).toBe('1.2345');
  });
});
