import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../src/i18n';
import { formatAmount } from '../src/components/format';

afterAll(async () => {
  await changeLanguage('zh-TW');
});

describe('member app texts per language', () => {
  it('settles Korean particles by the value before them', async () => {
    await changeLanguage('ko');
    expect(i18n.t('accounts.switched', { id: 'A01' })).toBe('A01로 전환했어요');
    expect(i18n.t('accounts.switched', { id: 'B03' })).toBe('B03으로 전환했어요');
    expect(i18n.t('accounts.created', { id: 'OG100002' })).toBe('하위 계정 OG100002가 생성되었어요');
    expect(i18n.t('order.cancelConfirm', { no: 'SO2026110001' })).toMatch(/^주문 SO2026110001을 취소할까요\?/);
  });

  it('quotes inserted names the language’s way', async () => {
    await changeLanguage('zh-TW');
    expect(i18n.t('pc.deleteLineConfirm', { name: '綠茶' })).toBe('確定從購物車刪除「綠茶」？');
    await changeLanguage('ja');
    expect(i18n.t('pc.deleteLineConfirm', { name: '緑茶' })).toBe('「緑茶」をカートから削除しますか？');
    await changeLanguage('en');
    expect(i18n.t('pc.deleteLineConfirm', { name: 'Green tea' })).toBe('Delete “Green tea” from your cart?');
    await changeLanguage('th');
    expect(i18n.t('pc.deleteLineConfirm', { name: 'ชาเขียว' })).toBe('ลบ ชาเขียว ออกจากตะกร้าหรือไม่?');
  });

  it('counts through plurals, not "item(s)"', async () => {
    await changeLanguage('en');
    expect(i18n.t('cart.count', { count: 1 })).toBe('1 item');
    expect(i18n.t('cart.count', { count: 3 })).toBe('3 items');
    expect(i18n.t('cart.deleteConfirm', { count: 1 })).toBe('Delete the selected item from your cart?');
    await changeLanguage('ja');
    expect(i18n.t('cart.count', { count: 3 })).toBe('3点');
  });

  it('writes amounts with the reader’s separators, digit for digit', async () => {
    await changeLanguage('vi');
    expect(formatAmount('1234567.5')).toBe('1.234.567,50');
    await changeLanguage('id');
    expect(formatAmount('-1234.50')).toBe('-1.234,50');
    await changeLanguage('en');
    expect(formatAmount('98765432109876543.21', true)).toBe('+98,765,432,109,876,543.21');
  });
});
