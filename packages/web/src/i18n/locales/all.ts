import type { Language } from '@onego/contract';
import en from './en';
import zhTW from './zh-TW';
import zhCN from './zh-CN';
import ja from './ja';
import ko from './ko';
import vi from './vi';
import id from './id';
import th from './th';

/** Every language's dictionary at once, for checks across languages; the app loads only the reader's (../index.ts). */
export const locales = { 'zh-TW': zhTW, 'zh-CN': zhCN, en, ja, ko, vi, id, th } satisfies Record<Language, unknown>;
