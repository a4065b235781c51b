import { defineTexts } from '../../i18n/defineTexts';

/** The audit log, in every back-office language. */
export const auditTexts = defineTexts({
  en: {
    audit: 'Audit log',
    action: 'Action',
    target: 'Target',
    ip: 'IP',
    before: 'Before',
    after: 'After',
  },
  'zh-TW': {
    audit: '操作日誌',
    action: '操作',
    target: '對象',
    ip: 'IP',
    before: '修改前',
    after: '修改後',
  },
  'zh-CN': {
    audit: '操作日志',
    action: '操作',
    target: '对象',
    ip: 'IP',
    before: '修改前',
    after: '修改后',
  },
  ja: {
    audit: '操作ログ',
    action: '操作',
    target: '対象',
    ip: 'IP',
    before: '変更前',
    after: '変更後',
  },
  ko: {
    audit: '작업 로그',
    action: '작업',
    target: '대상',
    ip: 'IP',
    before: '변경 전',
    after: '변경 후',
  },
  vi: {
    audit: 'Nhật ký thao tác',
    action: 'Thao tác',
    target: 'Đối tượng',
    ip: 'IP',
    before: 'Trước',
    after: 'Sau',
  },
  id: {
    audit: 'Log audit',
    action: 'Tindakan',
    target: 'Sasaran',
    ip: 'IP',
    before: 'Sebelum',
    after: 'Sesudah',
  },
  th: {
    audit: 'บันทึกการดำเนินการ',
    action: 'การดำเนินการ',
    target: 'เป้าหมาย',
    ip: 'IP',
    before: 'ก่อนแก้ไข',
    after: 'หลังแก้ไข',
  },
});
