import {
  bannerCalls, cartCalls, productCalls, type BannerItem, type CallData, type CallInput, type CartData, type CartLine, type CategoryItem, type ProductCard,
  type ProductSpec,
} from '@onego/contract';
import type { z } from 'zod';
import { callApi } from './client';

export type { CartData, CartLine };
export type Product = z.infer<typeof ProductCard>;
export type ProductPage = CallData<typeof productCalls.index>;
export type ProductDetail = CallData<typeof productCalls.detail>;
export type Spec = z.infer<typeof ProductSpec>;
export type Category = z.infer<typeof CategoryItem>;
export type Banner = z.infer<typeof BannerItem>;

export interface ProductQuery {
  category_id?: number;
  keyword?: string;
  recommended?: 1;
  cooperative?: 1;
  page?: number;
  limit?: number;
}

export const fetchProducts = (q: ProductQuery) => callApi(productCalls.index, { ...q, page: q.page ?? 1, limit: q.limit ?? 20 });
export const fetchRecommended = async (limit = 10): Promise<Product[]> => (await callApi(productCalls.recommend, { limit })).list;
/** The signed-in member's picks (the recommended list, with personalized false, for guests and new members). */
export const fetchPersonalRecommend = (q: { page?: number; limit?: number } = {}) =>
  callApi(productCalls.personalRecommend, { page: q.page ?? 1, limit: q.limit ?? 10 });
export const fetchProductDetail = (id: number) => callApi(productCalls.detail, { id });
export const fetchCategories = async (): Promise<Category[]> => (await callApi(productCalls.category)).list;
export const fetchBanners = async (): Promise<Banner[]> => (await callApi(bannerCalls.index)).list;

export const fetchCart = () => callApi(cartCalls.index);
export const addToCart = (body: CallInput<typeof cartCalls.add>) => callApi(cartCalls.add, body);
export const updateCartLine = (body: CallInput<typeof cartCalls.update>) => callApi(cartCalls.update, body);
export const deleteCartLines = (ids: number[]) => callApi(cartCalls.del, { ids });
export const selectCartLine = (body: CallInput<typeof cartCalls.select>) => callApi(cartCalls.select, body);
export const selectAllCart = (selected: boolean) => callApi(cartCalls.selectAll, { selected });
