import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import jaJP from 'antd/locale/ja_JP';
import koKR from 'antd/locale/ko_KR';
import thTH from 'antd/locale/th_TH';
import viVN from 'antd/locale/vi_VN';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import type { Lang } from '../i18n';

/** antd's own texts (date pickers, pagination, empty tables) in each back-office language. */
export const ANTD_LOCALES: Record<Lang, Locale> = { 'zh-TW': zhTW, 'zh-CN': zhCN, en: enUS, ja: jaJP, ko: koKR, vi: viVN, id: idID, th: thTH };
