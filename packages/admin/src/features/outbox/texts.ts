import { defineTexts } from '../../i18n/defineTexts';

/** The mail outbox, in every back-office language. */
export const outboxTexts = defineTexts({
  en: {
    outbox: 'Mail outbox',
    to: 'To',
    subject: 'Subject',
    text: 'Text',
  },
  'zh-TW': {
    outbox: '郵件發件箱',
    to: '收件人',
    subject: '主旨',
    text: '內容',
  },
  'zh-CN': {
    outbox: '邮件发件箱',
    to: '收件人',
    subject: '主题',
    text: '内容',
  },
  ja: {
    outbox: 'メール送信箱',
    to: '宛先',
    subject: '件名',
    text: '本文',
  },
  ko: {
    outbox: '메일 발신함',
    to: '받는 사람',
    subject: '제목',
    text: '내용',
  },
  vi: {
    outbox: 'Hộp thư đi',
    to: 'Người nhận',
    subject: 'Tiêu đề',
    text: 'Nội dung',
  },
  id: {
    outbox: 'Kotak keluar email',
    to: 'Penerima',
    subject: 'Subjek',
    text: 'Isi',
  },
  th: {
    outbox: 'กล่องอีเมลขาออก',
    to: 'ผู้รับ',
    subject: 'หัวเรื่อง',
    text: 'เนื้อหา',
  },
});
