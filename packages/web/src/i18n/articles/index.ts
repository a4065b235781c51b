import type { Language } from '@onego/contract';
import type { ArticleSet } from './types';

// Legal texts are long: one chunk per language, loaded only when an article is opened.
const loaders = import.meta.glob<{ default: ArticleSet }>(['./*.ts', '!./index.ts', '!./types.ts']);

export async function loadArticles(lang: Language): Promise<ArticleSet> {
  const load = loaders[`./${lang}.ts`] ?? loaders['./zh-TW.ts'];
  if (!load) throw new Error(`no articles for ${lang}`);
  return (await load()).default;
}

export type { Article, ArticleSet } from './types';
