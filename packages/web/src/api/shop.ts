import type {
  BannerItem, CartData, CartLine, CategoryItem, ProductCard, ProductDetailData, ProductListData, ProductSpec,
} from '@onego/contract';
import type { z } from 'zod';
import { get, post } from './client';

export type { CartData, CartLine };
export type Product = z.infer<typeof ProductCard>;
export type ProductPage = z.infer<typeof ProductListData>;
export type ProductDetail = z.infer<typeof ProductDetailData>;
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

export const fetchProducts = (q: ProductQuery) =>
  get<ProductPage>('/product/index', { ...q, page: q.page ?? 1, limit: q.limit ?? 20 });
export const fetchRecommended = async (limit = 10): Promise<Product[]> =>
  (await get<{ list: Product[] }>('/product/recommend', { limit })).list;
/** The signed-in member's picks (the recommended list, with personalized false, for guests and new members). */
export const fetchPersonalRecommend = (q: { page?: number; limit?: number } = {}) =>
  get<ProductPage & { personalized: boolean }>('/product/personal_recommend', { page: q.page ?? 1, limit: q.limit ?? 10 });
export const fetchProductDetail = (id: number) => get<ProductDetail>('/product/detail', { id });
export const fetchCategories = async (): Promise<Category[]> => (await get<{ list: Category[] }>('/product/category')).list;
export const fetchBanners = async (): Promise<Banner[]> => (await get<{ list: Banner[] }>('/banner/index')).list;

export const fetchCart = () => get<CartData>('/cart/index');
export const addToCart = (body: { sku_id: number; quantity: number }) => post<CartData>('/cart/add', body);
export const updateCartLine = (body: { id: number; quantity: number }) => post<CartData>('/cart/update', body);
export const deleteCartLines = (ids: number[]) => post<CartData>('/cart/del', { ids });
export const selectCartLine = (body: { id: number; selected: boolean }) => post<CartData>('/cart/select', body);
export const selectAllCart = (selected: boolean) => post<CartData>('/cart/selectAll', { selected });
