// The back office's calls about the catalogue: categories, products, banners and their pictures.
import type { z } from 'zod';
import {
  adminCatalogueCalls as catalogue, type AdminCategory, type AdminProductRow, type CallData, type CallInput, type ProductStatus as ProductStatusSchema,
} from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type CatCategory = z.infer<typeof AdminCategory>;
export type CatProduct = CallData<typeof catalogue.product>;
export type CatProductRow = z.infer<typeof AdminProductRow>;
export type CatBanner = CallData<typeof catalogue.saveBanner>;
export type ProductStatus = z.infer<typeof ProductStatusSchema>;
/** What the back office sends to save a product: SKUs with an id are updated, without one added, missing ones removed. */
export type ProductSave = CallInput<typeof catalogue.saveProduct>;

export const catalogueApi = {
  categories: () => callApi(catalogue.categories),
  saveCategory: (body: CallInput<typeof catalogue.saveCategory>) => callApi(catalogue.saveCategory, body),
  deleteCategory: (id: number) => callApi(catalogue.deleteCategory, { id }),
  products: (q: CallInput<typeof catalogue.products>) => callApi(catalogue.products, q),
  product: (id: number) => callApi(catalogue.product, { id }),
  saveProduct: (body: ProductSave) => callApi(catalogue.saveProduct, body),
  shelf: (body: CallInput<typeof catalogue.shelf>) => callApi(catalogue.shelf, body),
  banners: () => callApi(catalogue.banners),
  saveBanner: (body: CallInput<typeof catalogue.saveBanner>) => callApi(catalogue.saveBanner, body),
  deleteBanner: (id: number) => callApi(catalogue.deleteBanner, { id }),
  /** A product or banner picture (multipart `file`): the stored path and its thumbnail. */
  upload: (file: Blob) => callApi(catalogue.upload, { file }),
};
