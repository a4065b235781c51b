import { z } from 'zod';
import { getCall, postCall, RATE } from '../call.js';
import {
  AdminBanner, AdminBannerList, AdminCategoryList, AdminProduct, AdminProductList, AdminProductQuery, BannerSaveBody, CatalogueUploadData,
  CategorySaveBody, IdBody, IdQuery, ProductSaveBody, ShelfBody,
} from '../api/catalogue.js';

const read = { operator: 'catalogue.read' } as const;
const write = { operator: 'catalogue.write' } as const;

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
