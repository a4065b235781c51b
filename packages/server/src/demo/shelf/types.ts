import type { Language } from '@onego/contract';

/** A demo text in every language: the demo shows the shop as each reader sees it, so none may fall back. */
export type AllLanguages = Record<Language, string>;

/** The kinds of picture the demo can draw (see ../pictures/products.ts). */
export type Drawing = 'pill-bottle' | 'capsule-bottle' | 'sachet-box' | 'dropper' | 'tube' | 'sheet-mask' | 'jug' | 'towels';

/** One demo product with its specifications. */
export interface DemoProduct {
  /** Stable handle, so banners can link to a product whatever id the database gives it. */
  key: string;
  names: AllLanguages;
  descriptions: AllLanguages;
  drawing: Drawing;
  /** Main and second colour of the drawn product. */
  colours: [string, string];
  presale?: boolean;
  recommended?: boolean;
  cooperative?: boolean;
  bv?: string;
  skus: Array<{ names: AllLanguages; price: string; stock: number }>;
}

/** One demo category and its products. */
export interface DemoCategory { names: AllLanguages; products: DemoProduct[] }

/** The same text in every language (a size such as "30 ml" reads the same everywhere). */
export const same = (text: string): AllLanguages => ({ 'zh-TW': text, 'zh-CN': text, en: text, ja: text, ko: text, vi: text, id: text, th: text });
