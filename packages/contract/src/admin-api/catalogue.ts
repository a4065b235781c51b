import { z } from 'zod';
import { getCall, postCall, RATE } from '../call.js';
import { UnixSeconds } from '../envelope.js';
import { Flag, UploadedPath } from '../api/fields.js';
import { text } from '../api/text.js';
import { BvRateInput, LocalizedCaption, LocalizedDescription, LocalizedName, PriceInput, ProductStatus } from '../api/catalogue.js';
import { Id, ImagePath, limit, page, Sort } from './fields.js';

const read = { operator: 'catalogue.read' } as const;
const write = { operator: 'catalogue.write' } as const;

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
  /** Caption per language; left as it was when not sent. */
  titles: LocalizedCaption.optional(),
  link: text({ max: 300 }).regex(/^(|\/[^\s]*|https?:\/\/[^\s]+)$/).default(''),
  sort: Sort,
  enabled: Flag.default(true),
});
export const AdminBanner = z.object({
  id: z.number().int(), image: z.string(), thumb: z.string(), titles: Localized, link: z.string(), sort: z.number().int(), enabled: z.boolean(),
});
export const AdminBannerList = z.object({ list: z.array(AdminBanner) });
export const CatalogueUploadData = z.object({ url: z.string(), thumb: z.string(), fullurl: z.string() });

/** Every /admin-api/catalogue/* call: categories, products and banners. */
export const adminCatalogueCalls = {
  categories: getCall({ path: '/admin-api/catalogue/categories', access: read, data: AdminCategoryList }),
  saveCategory: postCall({ path: '/admin-api/catalogue/categories/save', access: write, body: CategorySaveBody, data: z.object({ id: z.number().int() }), summary: 'Create (no id) or update a category; audited' }),
  deleteCategory: postCall({ path: '/admin-api/catalogue/categories/delete', access: write, body: IdBody, summary: 'Delete an empty category; audited' }),
  products: getCall({ path: '/admin-api/catalogue/products', access: read, query: AdminProductQuery, data: AdminProductList }),
  product: getCall({ path: '/admin-api/catalogue/products/detail', access: read, query: IdQuery, data: AdminProduct }),
  saveProduct: postCall({ path: '/admin-api/catalogue/products/save', access: write, body: ProductSaveBody, data: AdminProduct, summary: 'Create (no id) or update a product with all its SKUs; audited' }),
  shelf: postCall({ path: '/admin-api/catalogue/products/shelf', access: write, body: ShelfBody, data: ShelfBody, summary: 'Put a product on or off the shelf; audited' }),
  banners: getCall({ path: '/admin-api/catalogue/banners', access: read, data: AdminBannerList }),
  saveBanner: postCall({ path: '/admin-api/catalogue/banners/save', access: write, body: BannerSaveBody, data: AdminBanner, summary: 'Create (no id) or update a banner; audited' }),
  deleteBanner: postCall({ path: '/admin-api/catalogue/banners/delete', access: write, body: IdBody, summary: 'Delete a banner; audited' }),
  upload: postCall({
    path: '/admin-api/catalogue/upload', access: write, upload: true, data: CatalogueUploadData, perMinute: RATE.upload,
    summary: 'Upload a product or banner picture (multipart `file`): checked by content, re-encoded to WebP, with a thumbnail',
  }),
};
