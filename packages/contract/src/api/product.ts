import { z } from 'zod';
import { Id, limit, page } from '../query.js';
import { Flag } from './fields.js';
import { text } from './text.js';
import { getCall } from '../call.js';

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

/** Every /api/product/* call (no sign-in needed). */
export const productCalls = {
  index: getCall({ path: '/api/product/index', access: 'guest', query: ProductListQuery, data: ProductListData, summary: 'On-shelf products: paged, by category, keyword, flags' }),
  recommend: getCall({ path: '/api/product/recommend', access: 'guest', query: RecommendQuery, data: RecommendData }),
  personalRecommend: getCall({
    path: '/api/product/personal_recommend', access: 'member-or-guest', query: PersonalRecommendQuery, data: PersonalRecommendData,
    summary: 'For the signed-in member: products in the categories of their paid orders and cart, not yet bought; guests and members without history get the recommended list',
  }),
  detail: getCall({ path: '/api/product/detail', access: 'guest', query: ProductDetailQuery, data: ProductDetailData }),
  category: getCall({ path: '/api/product/category', access: 'guest', data: CategoryListData, summary: 'Enabled categories' }),
};
