import { defineTexts } from '../i18n/defineTexts';

/** The frame of the back office: sign-in, header and errors outside any screen, in every back-office language. */
export const shellTexts = defineTexts({
  en: {
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
    network_error: 'Network error',
  },
  'zh-TW': {
    title: 'One Go 後台',
    username: '帳號',
    password: '密碼',
    sign_in: '登入',
    sign_out: '登出',
    totp_code: '驗證碼',
    totp_hint: '請輸入驗證器 App 顯示的 6 位數驗證碼',
    verify: '驗證',
    back: '返回',
    language: '語言',
    network_error: '網路錯誤',
  },
  'zh-CN': {
    title: 'One Go 后台',
    username: '账号',
    password: '密码',
    sign_in: '登录',
    sign_out: '退出',
    totp_code: '验证码',
    totp_hint: '请输入验证器 App 显示的 6 位验证码',
    verify: '验证',
    back: '返回',
    language: '语言',
    network_error: '网络错误',
  },
});
