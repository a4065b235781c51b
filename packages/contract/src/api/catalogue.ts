import { z } from 'zod';
import type { Language } from '../languages.js';
import { Flag } from './fields.js';
import { text } from './text.js';

/** The catalogue: categories, products with their specifications (SKUs), banners; member and back-office shapes. */

/** Text per language; zh-TW is what every other language falls back to. */
export type LocalizedText = Partial<Record<Language, string>>;

/** Per-language text typed by an operator: zh-TW required or not, the other 7 languages optional. */
function localized(max: number, required: boolean, multiline: boolean) {
  const other = text({ max, multiline }).optional();
  return z.object({
    'zh-TW': required ? text({ min: 1, max, multiline }) : other,
    'zh-CN': other, en: other, ja: other, ko: other, vi: other, id: other, th: other,
  });
}
export const LocalizedName = localized(120, true, false);
export const LocalizedDescription = localized(20_000, false, true);

const Id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const page = z.coerce.number().int().min(1).max(100000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(20);
/** A price typed by an operator: a decimal string or number, not negative, at most 2 decimals. */
export const PriceInput = z.union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().max(20).regex(/^\d{1,12}(\.\d{1,2})?$/));
/** BV rate: how much of the price counts as business volume (1 = all), at most 4 decimals. */
export const BvRateInput = z.union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().max(12).regex(/^\d{1,4}(\.\d{1,4})?$/));

export const PRODUCT_STATUSES = ['on_shelf', 'off_shelf'] as const;
export const ProductStatus = z.enum(PRODUCT_STATUSES);

// ---- Member calls ----

export const ProductListQuery = z.object({
  category_id: Id.optional(),
  keyword: text({ max: 100 }).optional(),
  recommended: Flag.optional(),
  cooperative: Flag.optional(),
  page,
  limit,
});
export const ProductCard = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  thumb: z.string(),
  /** The cheapest specification's price ("0.00" when none). */
  price: z.string(),
  price_min: z.string(),
  price_max: z.string(),
  stock: z.number().int(),
  presale: z.boolean(),
  recommended: z.boolean(),
  cooperative: z.boolean(),
});
export const ProductListData = z.object({ list: z.array(ProductCard), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export const RecommendQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const RecommendData = z.object({ list: z.array(ProductCard) });
/** Personal recommendations: paged like the product list; `personalized` is false when they are the plain recommended list. */
export const PersonalRecommendQuery = z.object({ page, limit: z.coerce.number().int().min(1).max(50).default(10) });
export const PersonalRecommendData = ProductListData.extend({ personalized: z.boolean() });

export const ProductDetailQuery = z.object({ id: Id });
export const ProductSpec = z.object({ id: z.number().int(), name: z.string(), price: z.string(), stock: z.number().int() });
export const ProductDetailData = ProductCard.extend({
  category_name: z.string(),
  description: z.string(),
  images: z.array(z.object({ image: z.string(), thumb: z.string() })),
  /** The pre-sale notice in the caller's language; empty unless the product is a pre-sale. */
  presale_notice: z.string(),
  specs: z.array(ProductSpec),
});

export const CategoryItem = z.object({ id: z.number().int(), name: z.string() });
export const CategoryListData = z.object({ list: z.array(CategoryItem) });
export const BannerItem = z.object({ id: z.number().int(), image: z.string(), thumb: z.string(), link: z.string() });
export const BannerListData = z.object({ list: z.array(BannerItem) });
