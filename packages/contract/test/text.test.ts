import { describe, expect, it } from 'vitest';
import { AddressDetail, AnyPassword, CONTROL_CHARACTERS_KEY, LocalizedDescription, LocalizedName, Nickname, OrderCreateBody, text } from '../src/index.js';

const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i));
const C1 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i));
const CONTROLS = [...C0, '\u007f', ...C1];

const refusal = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('text fields', () => {
  it('refuses every C0 control, DEL and every C1 control inside a single-line text', () => {
    const field = text({ max: 50 });
    for (const c of CONTROLS) {
      expect(refusal(field.safeParse(`a${c}b`)), JSON.stringify(c)).toBe(CONTROL_CHARACTERS_KEY);
    }
    expect(field.parse('  Ann Lee  ')).toBe('Ann Lee');
    expect(field.parse('李小明 ñ é 😀')).toBe('李小明 ñ é 😀');
  });

  it('keeps \\n and \\r\\n in multi-line text and refuses every other control, a tab and a lone \\r among them', () => {
    const field = text({ max: 50, multiline: true });
    expect(field.parse('one\ntwo\r\nthree')).toBe('one\ntwo\r\nthree');
    for (const c of CONTROLS.filter((c) => c !== '\n')) {
      expect(refusal(field.safeParse(`a${c}b`)), JSON.stringify(c)).toBe(CONTROL_CHARACTERS_KEY);
    }
  });

  it('reports length before content, and keeps spaces when asked', () => {
    expect(text({ min: 1, max: 3 }).safeParse('abcd\u0007').error?.issues[0]?.code).toBe('too_big');
    expect(AnyPassword.parse(' pass word ')).toBe(' pass word ');
    expect(refusal(AnyPassword.safeParse('pass\u001bword'))).toBe(CONTROL_CHARACTERS_KEY);
  });

  it('applies to names, addresses, descriptions and remarks alike', () => {
    expect(Nickname.safeParse('Bob\u001b[31m').success).toBe(false);
    expect(LocalizedName.safeParse({ 'zh-TW': '茶\n葉' }).success).toBe(false);
    expect(LocalizedDescription.parse({ 'zh-TW': '第一段\n第二段' })['zh-TW']).toBe('第一段\n第二段');
    expect(AddressDetail.parse('Block 1\r\n#02-03')).toBe('Block 1\r\n#02-03');
    expect(OrderCreateBody.safeParse({ address_id: 1, remark: 'leave at door\u0007' }).success).toBe(false);
    expect(OrderCreateBody.parse({ address_id: 1, remark: 'leave\nat door' }).remark).toBe('leave\nat door');
  });
});
