/** The 8 interface languages; zh-TW is the default everywhere. */
export const LANGUAGES = ['zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi', 'id', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-TW';

/** Each language's own name, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
};

const ALIASES: Record<string, Language> = {
  'zh-tw': 'zh-TW', 'zh-hk': 'zh-TW', 'zh-mo': 'zh-TW', 'zh-hant': 'zh-TW', 'zh_tw': 'zh-TW', tc: 'zh-TW',
  'zh-cn': 'zh-CN', 'zh-sg': 'zh-CN', 'zh-hans': 'zh-CN', 'zh_cn': 'zh-CN', zh: 'zh-CN', 'zh-cn.utf-8': 'zh-CN',
  en: 'en', ja: 'ja', ko: 'ko', vi: 'vi', id: 'id', in: 'id', th: 'th',
};

/** Maps a header value such as "en-US", "zh-Hant-TW" or an Accept-Language list to a supported language, or undefined. */
export function matchLanguage(value: string | undefined | null): Language | undefined {
  if (!value) return undefined;
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (!tag) continue;
    if (ALIASES[tag]) return ALIASES[tag];
    if (tag.startsWith('zh')) return /hant|tw|hk|mo/.test(tag) ? 'zh-TW' : 'zh-CN';
    const primary = tag.split(/[-_]/)[0]!;
    if (ALIASES[primary]) return ALIASES[primary];
  }
  return undefined;
}
