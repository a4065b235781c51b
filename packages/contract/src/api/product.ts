import { getCall } from '../call.js';
import {
  BannerListData, CategoryListData, PersonalRecommendData, PersonalRecommendQuery, ProductDetailData, ProductDetailQuery, ProductListData,
  ProductListQuery, RecommendData, RecommendQuery,
} from './catalogue.js';

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

/** Every /api/banner/* call. */
export const bannerCalls = {
  index: getCall({ path: '/api/banner/index', access: 'guest', data: BannerListData }),
};
