import { z } from 'zod';
import type { Language } from '../languages.js';
import { UnixSeconds } from '../envelope.js';
import { Flag, UploadedPath } from './fields.js';
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
const Sort = z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0);
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
const ImagePath = UploadedPath.refine((v) => v !== '');

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

// ---- Back office ----

const Localized = z.record(z.string(), z.string());
export const IdBody = z.object({ id: Id });
export const IdQuery = z.object({ id: Id });

export const CategorySaveBody = z.object({ id: Id.optional(), names: LocalizedName, sort: Sort, enabled: Flag.default(true) });
export const AdminCategory = z.object({
  id: z.number().int(), names: Localized, name: z.string(), sort: z.number().int(), enabled: z.boolean(), products: z.number().int(),
});
export const AdminCategoryList = z.object({ list: z.array(AdminCategory) });

export const SkuInput = z.object({
  id: Id.optional(),
  spec_names: LocalizedName,
  price: PriceInput,
  stock: z.coerce.number().int().min(0).max(1_000_000_000),
  sort: Sort,
});
export const ProductSaveBody = z.object({
  id: Id.optional(),
  category_id: Id,
  names: LocalizedName,
  descriptions: LocalizedDescription.optional(),
  status: ProductStatus.default('off_shelf'),
  presale: Flag.default(false),
  recommended: Flag.default(false),
  cooperative: Flag.default(false),
  bv_rate: BvRateInput.default('1'),
  cover: UploadedPath.default(''),
  images: z.array(ImagePath).max(12).default([]),
  sort: Sort,
  skus: z.array(SkuInput).min(1).max(100),
});
export const AdminSku = z.object({
  id: z.number().int(), spec_names: Localized, price: z.string(), stock: z.number().int(), sort: z.number().int(),
});
export const AdminProduct = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  names: Localized,
  descriptions: Localized,
  name: z.string(),
  status: ProductStatus,
  presale: z.boolean(),
  recommended: z.boolean(),
  cooperative: z.boolean(),
  bv_rate: z.string(),
  cover: z.string(),
  images: z.array(z.string()),
  sort: z.number().int(),
  skus: z.array(AdminSku),
  created_at: UnixSeconds,
  updated_at: UnixSeconds,
});
export const AdminProductQuery = z.object({
  category_id: Id.optional(),
  status: ProductStatus.optional(),
  keyword: text({ max: 100 }).optional(),
  page,
  limit,
});
export const AdminProductRow = AdminProduct.omit({ descriptions: true, skus: true }).extend({
  price_min: z.string(), price_max: z.string(), stock: z.number().int(),
});
export const AdminProductList = z.object({ list: z.array(AdminProductRow), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export const ShelfBody = z.object({ id: Id, status: ProductStatus });

export const BannerSaveBody = z.object({
  id: Id.optional(),
  image: ImagePath,
  link: text({ max: 300 }).regex(/^(|\/[^\s]*|https?:\/\/[^\s]+)$/).default(''),
  sort: Sort,
  enabled: Flag.default(true),
});
export const AdminBanner = z.object({ id: z.number().int(), image: z.string(), thumb: z.string(), link: z.string(), sort: z.number().int(), enabled: z.boolean() });
export const AdminBannerList = z.object({ list: z.array(AdminBanner) });
export const CatalogueUploadData = z.object({ url: z.string(), thumb: z.string(), fullurl: z.string() });
