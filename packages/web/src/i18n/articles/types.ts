export interface Article {
  title: string;
  /** Shown under the title, e.g. the effective date. */
  updated: string;
  sections: { heading: string; body: string[] }[];
}

export interface ArticleSet {
  privacy: Article;
  agreement: Article;
}
