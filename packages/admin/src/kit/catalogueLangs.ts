/** The catalogue's languages, zh-TW first: every other language falls back to it. */
export const CAT_LANGS = ['zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi', 'id', 'th'] as const;
export const CAT_LANG_NAMES: Record<(typeof CAT_LANGS)[number], string> = {
  'zh-TW': '繁體中文', 'zh-CN': '简体中文', en: 'English', ja: '日本語', ko: '한국어', vi: 'Tiếng Việt', id: 'Bahasa Indonesia', th: 'ไทย',
};
/** Text in the given language, else zh-TW, else any. */
export const pickText = (names: Record<string, string | undefined>, lang: string) =>
  names[lang] || names['zh-TW'] || Object.values(names).find((v) => !!v) || '';
