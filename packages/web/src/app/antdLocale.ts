import zhTW from 'antd-mobile/es/locales/zh-TW';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import jaJP from 'antd-mobile/es/locales/ja-JP';
import koKR from 'antd-mobile/es/locales/ko-KR';
import viVN from 'antd-mobile/es/locales/vi-VN';
import idID from 'antd-mobile/es/locales/id-ID';
import thTH from 'antd-mobile/es/locales/th-TH';

const map = { 'zh-TW': zhTW, 'zh-CN': zhCN, en: enUS, ja: jaJP, ko: koKR, vi: viVN, id: idID, th: thTH };

/** antd-mobile's own texts (picker buttons, empty states) follow the interface language. */
export function antdLocale(lang: string) {
  return map[lang as keyof typeof map] ?? zhTW;
}
