import type { Language } from './languages.js';

/**
 * The terms every text uses, one per concept and language (the reviewer's choice where texts disagreed), and the
 * wordings that must not come back. A test holds the member app, the server messages and the back office to it.
 */
export const GLOSSARY = {
  topUp: { 'zh-TW': '儲值', 'zh-CN': '充值', en: 'Top up', ja: '入金', ko: '충전', vi: 'Nạp tiền', id: 'Isi saldo', th: 'เติมเงิน' },
  withdraw: { 'zh-TW': '提領', 'zh-CN': '提现', en: 'Withdraw', ja: '出金', ko: '출금', vi: 'Rút tiền', id: 'Tarik dana', th: 'ถอนเงิน' },
  transfer: { 'zh-TW': '轉帳', 'zh-CN': '转账', en: 'Transfer', ja: '送金', ko: '이체', vi: 'Chuyển tiền', id: 'Transfer', th: 'โอน' },
  balance: { 'zh-TW': '餘額', 'zh-CN': '余额', en: 'Balance', ja: '残高', ko: '잔액', vi: 'Số dư', id: 'Saldo', th: 'ยอดคงเหลือ' },
  shopCoins: {
    'zh-TW': '購物券', 'zh-CN': '购物券', en: 'Shopping coupons', ja: '買い物券', ko: '쇼핑 쿠폰', vi: 'Phiếu mua hàng', id: 'Kupon belanja', th: 'คูปองช้อปปิ้ง',
  },
  points: { 'zh-TW': '積分', 'zh-CN': '积分', en: 'Points', ja: 'ポイント', ko: '포인트', vi: 'Điểm', id: 'Poin', th: 'คะแนน' },
  held: { 'zh-TW': '凍結', 'zh-CN': '冻结', en: 'On hold', ja: '保留中', ko: '보류', vi: 'Tạm giữ', id: 'Ditahan', th: 'ระงับชั่วคราว' },
  toShip: { 'zh-TW': '待出貨', 'zh-CN': '待发货', en: 'To ship', ja: '発送待ち', ko: '배송 준비', vi: 'Chờ giao', id: 'Dikemas', th: 'รอจัดส่ง' },
  shippedAt: {
    'zh-TW': '出貨時間', 'zh-CN': '发货时间', en: 'Shipped at', ja: '発送日時', ko: '발송 시간', vi: 'Thời gian giao', id: 'Waktu kirim', th: 'เวลาจัดส่ง',
  },
  countryCode: {
    'zh-TW': '國碼', 'zh-CN': '国家/地区代码', en: 'Country code', ja: '国番号', ko: '국가 번호', vi: 'Mã quốc gia', id: 'Kode negara', th: 'รหัสประเทศ',
  },
  option: { 'zh-TW': '規格', 'zh-CN': '规格', en: 'Option', ja: '種類', ko: '옵션', vi: 'Phân loại', id: 'Varian', th: 'ตัวเลือก' },
  closeAccount: {
    'zh-TW': '刪除帳號', 'zh-CN': '注销账号', en: 'Close account', ja: '退会する', ko: '회원 탈퇴', vi: 'Xóa tài khoản', id: 'Tutup akun', th: 'ปิดบัญชี',
  },
  subAccount: {
    'zh-TW': '子帳號', 'zh-CN': '子账号', en: 'Sub-account', ja: 'サブアカウント', ko: '하위 계정', vi: 'Tài khoản phụ', id: 'Sub-akun', th: 'บัญชีย่อย',
  },
  switch: { 'zh-TW': '切換', 'zh-CN': '切换', en: 'Switch', ja: '切り替え', ko: '전환', vi: 'Đổi', id: 'Ganti', th: 'สลับ' },
  memberId: {
    'zh-TW': '會員編號', 'zh-CN': '会员编号', en: 'Member ID', ja: '会員ID', ko: '회원 ID', vi: 'Mã thành viên', id: 'ID anggota', th: 'รหัสสมาชิก',
  },
  cart: { 'zh-TW': '購物車', 'zh-CN': '购物车', en: 'Cart', ja: 'カート', ko: '장바구니', vi: 'Giỏ hàng', id: 'Keranjang', th: 'ตะกร้า' },
  me: { 'zh-TW': '我的', 'zh-CN': '我的', en: 'Me', ja: 'マイページ', ko: '마이페이지', vi: 'Của tôi', id: 'Saya', th: 'ของฉัน' },
} as const satisfies Record<string, Record<Language, string>>;

export type Concept = keyof typeof GLOSSARY;

/**
 * Wordings a reader flagged, per language: none may appear in any text. A string is matched as written; a regular
 * expression where a plain match would catch good words too ("Mine" but not "mine" in a sentence).
 */
export const AVOID: Record<Language, (string | RegExp)[]> = {
  'zh-TW': [
    '充值', '提現', '發貨', /(?<!郵遞)區號/, '獲取', '用戶協議', '暫無', '點擊', '保存', '為你', '帳戶安全', '註銷', '數據', '密鑰', 'QR 碼', 'QR碼',
  ],
  'zh-CN': ['免运'],
  en: [/\bMine\b/, /\barea code\b/i, /\bCancel account\b/i, /\bPoints flow\b/i, /\bIncome and expenditure\b/i, /\bSpecification/i, /\bCooperative\b/, 'item(s)'],
  ja: ['解約', '会員 ID', 'チャージ', 'アバター', '仕様', ' さん', '凍結'],
  ko: ['해지', '규격', '송금', /^마이$/, '습니다', '십시오', '동결'],
  vi: ['Chuyển tiếp', 'Chuyển tài khoản', 'Mã vùng', 'Đang giữ', 'mã giới thiệu', /đóng băng/i],
  id: ['Kode area', 'Pra-pesan', 'Simpan pesanan', 'Absen harian', 'Tambah ke keranjang', /dibekukan|pembekuan/i],
  th: ['รถเข็น', 'รหัสพื้นที่', 'ถูกพัก', 'เช็คอิน', 'โปรด', 'อายัด'],
};
