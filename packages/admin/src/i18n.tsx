import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// The back office is for the company's operators: a small dictionary in English and Chinese is enough.
const en = {
  title: 'One Go back office',
  username: 'Username',
  password: 'Password',
  sign_in: 'Sign in',
  sign_out: 'Sign out',
  totp_code: 'Authenticator code',
  totp_hint: 'Enter the 6-digit code from your authenticator app',
  verify: 'Verify',
  back: 'Back',
  language: 'Language',
  members: 'Members',
  audit: 'Audit log',
  outbox: 'Mail outbox',
  operators: 'Operators',
  account: 'My account',
  search_members: 'Member ID, mobile, email or name',
  search: 'Search',
  all_statuses: 'All statuses',
  status: 'Status',
  active: 'Active',
  disabled: 'Disabled',
  cancelled: 'Cancelled',
  member_id: 'Member ID',
  name: 'Name',
  nickname: 'Nickname',
  email: 'Email',
  mobile: 'Mobile',
  level: 'Level',
  join_time: 'Joined',
  details: 'Details',
  member_detail: 'Member',
  birthday: 'Date of birth',
  nationality: 'Nationality',
  invite_code: 'Invitation code',
  left_node_code: 'Left node code',
  right_node_code: 'Right node code',
  sponsor: 'Sponsor',
  parent: 'Placement parent',
  side: 'Side',
  depth: 'Depth',
  left_child: 'Left child',
  right_child: 'Right child',
  locked_until: 'Login locked until',
  disable: 'Disable',
  enable: 'Enable',
  reason: 'Reason',
  reason_required: 'Please give a reason',
  confirm_disable: 'Disable this member? Their sessions end at once.',
  confirm_enable: 'Enable this member again?',
  reset_password: 'Reset password',
  new_password: 'New password',
  old_password: 'Current password',
  change_password: 'Change password',
  password_rule: '8-64 characters with at least one letter and one digit',
  saved: 'Saved',
  operator: 'Operator',
  action: 'Action',
  target: 'Target',
  time: 'Time',
  ip: 'IP',
  before: 'Before',
  after: 'After',
  to: 'To',
  subject: 'Subject',
  text: 'Text',
  error: 'Error',
  role: 'Role',
  super_admin: 'Super admin',
  finance: 'Finance',
  operations: 'Operations',
  totp: 'Two-step verification',
  last_login: 'Last sign-in',
  created: 'Created',
  create_operator: 'New operator',
  create: 'Create',
  cancel: 'Cancel',
  on: 'On',
  off: 'Off',
  totp_setup: 'Set up two-step verification',
  totp_scan: 'Scan this QR code with your authenticator app, or type the secret, then enter the code it shows.',
  totp_enable: 'Turn on',
  totp_disable: 'Turn off',
  secret: 'Secret',
  required: 'Required',
  empty: 'Nothing here yet',
  load_failed: 'Failed to get data',
  network_error: 'Network error',
  none: '—',
} as const;

export type TKey = keyof typeof en;
type Dict = Record<TKey, string>;

const zhTW: Dict = {
  title: 'One Go 後台', username: '帳號', password: '密碼', sign_in: '登入', sign_out: '登出', totp_code: '驗證碼',
  totp_hint: '請輸入驗證器 App 顯示的 6 位數驗證碼', verify: '驗證', back: '返回', language: '語言', members: '會員', audit: '操作日誌',
  outbox: '郵件發件箱', operators: '操作員', account: '我的帳號', search_members: '會員編號、手機、電子郵件或姓名', search: '搜尋',
  all_statuses: '全部狀態', status: '狀態', active: '正常', disabled: '已停用', cancelled: '已註銷', member_id: '會員編號', name: '姓名',
  nickname: '暱稱', email: '電子郵件', mobile: '手機', level: '等級', join_time: '加入時間', details: '詳情', member_detail: '會員',
  birthday: '出生日期', nationality: '國籍', invite_code: '邀請碼', left_node_code: '左區節點碼', right_node_code: '右區節點碼',
  sponsor: '推薦人', parent: '安置上級', side: '區位', depth: '層級', left_child: '左區下級', right_child: '右區下級',
  locked_until: '登入鎖定至', disable: '停用', enable: '啟用', reason: '原因', reason_required: '請填寫原因',
  confirm_disable: '確定停用此會員？其登入狀態將立即失效。', confirm_enable: '確定重新啟用此會員？', reset_password: '重設密碼',
  new_password: '新密碼', old_password: '目前密碼', change_password: '修改密碼', password_rule: '8-64 個字元，至少包含一個字母和一個數字',
  saved: '已儲存', operator: '操作員', action: '操作', target: '對象', time: '時間', ip: 'IP', before: '修改前', after: '修改後',
  to: '收件人', subject: '主旨', text: '內容', error: '錯誤', role: '角色', super_admin: '超級管理員', finance: '財務', operations: '營運',
  totp: '兩步驟驗證', last_login: '最後登入', created: '建立時間', create_operator: '新增操作員', create: '建立', cancel: '取消',
  on: '開啟', off: '關閉', totp_setup: '設定兩步驟驗證', totp_scan: '請用驗證器 App 掃描此 QR 碼或輸入密鑰，然後輸入其顯示的驗證碼。',
  totp_enable: '開啟', totp_disable: '關閉', secret: '密鑰', required: '必填', empty: '暫無資料', load_failed: '獲取數據失敗',
  network_error: '網路錯誤', none: '—',
};

const zhCN: Dict = {
  title: 'One Go 后台', username: '账号', password: '密码', sign_in: '登录', sign_out: '退出', totp_code: '验证码',
  totp_hint: '请输入验证器 App 显示的 6 位验证码', verify: '验证', back: '返回', language: '语言', members: '会员', audit: '操作日志',
  outbox: '邮件发件箱', operators: '操作员', account: '我的账号', search_members: '会员编号、手机、邮箱或姓名', search: '搜索',
  all_statuses: '全部状态', status: '状态', active: '正常', disabled: '已停用', cancelled: '已注销', member_id: '会员编号', name: '姓名',
  nickname: '昵称', email: '邮箱', mobile: '手机', level: '等级', join_time: '加入时间', details: '详情', member_detail: '会员',
  birthday: '出生日期', nationality: '国籍', invite_code: '邀请码', left_node_code: '左区节点码', right_node_code: '右区节点码',
  sponsor: '推荐人', parent: '安置上级', side: '区位', depth: '层级', left_child: '左区下级', right_child: '右区下级',
  locked_until: '登录锁定至', disable: '停用', enable: '启用', reason: '原因', reason_required: '请填写原因',
  confirm_disable: '确定停用该会员？其登录状态将立即失效。', confirm_enable: '确定重新启用该会员？', reset_password: '重置密码',
  new_password: '新密码', old_password: '当前密码', change_password: '修改密码', password_rule: '8-64 个字符，至少包含一个字母和一个数字',
  saved: '已保存', operator: '操作员', action: '操作', target: '对象', time: '时间', ip: 'IP', before: '修改前', after: '修改后',
  to: '收件人', subject: '主题', text: '内容', error: '错误', role: '角色', super_admin: '超级管理员', finance: '财务', operations: '运营',
  totp: '两步验证', last_login: '最后登录', created: '创建时间', create_operator: '新增操作员', create: '创建', cancel: '取消',
  on: '开启', off: '关闭', totp_setup: '设置两步验证', totp_scan: '请用验证器 App 扫描此二维码或输入密钥，然后输入其显示的验证码。',
  totp_enable: '开启', totp_disable: '关闭', secret: '密钥', required: '必填', empty: '暂无数据', load_failed: '获取数据失败',
  network_error: '网络错误', none: '—',
};

export const LANGS = {
  en: { label: 'English', short: 'EN', dict: en as Dict },
  'zh-TW': { label: '繁體中文', short: '繁中', dict: zhTW },
  'zh-CN': { label: '简体中文', short: '简中', dict: zhCN },
} as const;
export type Lang = keyof typeof LANGS;
const STORAGE_KEY = 'onego-admin-lang';

export function storedLang(): Lang {
  const v = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  return v && v in LANGS ? (v as Lang) : 'en';
}

interface I18n {
  lang: Lang;
  setLang(l: Lang): void;
  t(key: TKey): string;
}
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, set] = useState<Lang>(storedLang);
  const setLang = useCallback((l: Lang) => {
    localStorage.setItem(STORAGE_KEY, l);
    set(l);
  }, []);
  const value = useMemo<I18n>(() => ({ lang, setLang, t: (k) => LANGS[lang].dict[k] }), [lang, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const v = useContext(I18nContext);
  if (!v) throw new Error('I18nProvider missing');
  return v;
}
