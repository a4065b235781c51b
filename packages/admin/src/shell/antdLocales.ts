import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import jaJP from 'antd/locale/ja_JP';
import koKR from 'antd/locale/ko_KR';
import viVN from 'antd/locale/vi_VN';
import idID from 'antd/locale/id_ID';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import type { Lang } from '../i18n';

/** antd's own texts (date pickers, pagination, empty tables) in each back-office language. */
export const ANTD_LOCALES: Record<Lang, Locale> = { en: enUS, 'zh-TW': zhTW, 'zh-CN': zhCN, ja: jaJP, ko: koKR, vi: viVN, id: idID };
