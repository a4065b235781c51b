import path from 'node:path';
import {
  AdminBanner, AdminBannerList, AdminCategoryList, AdminProduct, AdminProductList, AdminProductQuery, BannerListData, BannerSaveBody,
  CategoryListData, CategorySaveBody, CatalogueUploadData, IdBody, IdQuery, PersonalRecommendData, PersonalRecommendQuery, ProductDetailData, ProductDetailQuery, ProductListData,
  ProductListQuery, ProductSaveBody, RecommendData, RecommendQuery, ShelfBody,
} from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberIfToken } from '../../http/auth.js';
import { ctxOf, ok, okJson } from '../../http/context.js';
import { answers, perMinute, RATE } from '../../http/route-docs.js';
import { authOperator } from '../admin/index.js';
import { readUploadedFile, uploadAsOperator } from '../upload/index.js';
import {
  adminBanners, adminCategories, adminProduct, adminProducts, deleteBanner, deleteCategory, saveBanner, saveCategory, saveProduct, setShelf,
} from './admin.js';
import { ensureThumbnail, thumbOf } from './images.js';
import { personalRecommendations } from './personal.js';
import { PageCache } from './page-cache.js';
import { listBanners, listCategories, listProducts, productDetailSource, recommendedProducts, renderProductDetail } from './read.js';

/** The catalogue: products, categories and banners for members; their management in the back office. */
export function catalogueRoutes(app: FastifyInstance, rateScale: number): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploadsDir = path.join(app.deps.config.dataDir, 'uploads');

  // ---- Members and visitors (no sign-in needed) ----
  // Answered from the page cache (ADR 0005): rendered once per TTL, checked against the response schema then.
  const cache = new PageCache(app.deps.config.catalogueCacheSeconds * 1000);
  const cached = <T extends z.ZodType>(schema: T, key: string, load: () => Promise<z.output<T>>) =>
    cache.get(key, async () => JSON.stringify(schema.encode(await load())));
  r.get('/api/product/index', { schema: { ...answers('product', ProductListData, 'On-shelf products: paged, by category, keyword, flags'), querystring: ProductListQuery } }, async (req, reply) =>
    okJson(req, reply, await cached(ProductListData, `index:${req.lang}:${JSON.stringify(req.query)}`, () => listProducts(ctxOf(req).db, req.lang, req.query))));

  r.get('/api/product/recommend', { schema: { ...answers('product', RecommendData), querystring: RecommendQuery } }, async (req, reply) =>
    okJson(req, reply, await cached(RecommendData, `recommend:${req.lang}:${req.query.limit}`, () => recommendedProducts(ctxOf(req).db, req.lang, req.query.limit))));

  r.get('/api/product/personal_recommend', {
    schema: {
      ...answers('product', PersonalRecommendData, 'For the signed-in member: products in the categories of their paid orders and cart, not yet bought; guests and members without history get the recommended list'),
      querystring: PersonalRecommendQuery,
    },
  }, async (req) => {
    const me = await memberIfToken(req);
    return ok(req, await personalRecommendations(ctxOf(req).db, req.lang, me?.member.id, req.query));
  });

  r.get('/api/product/detail', { schema: { ...answers('product', ProductDetailData), querystring: ProductDetailQuery } }, async (req) =>
    // Kept once for every language (pages differ only by the texts picked), so one database read serves them all.
    ok(req, renderProductDetail(await cache.get(`detail:${req.query.id}`, () => productDetailSource(ctxOf(req).db, req.query.id)), req.lang)));

  r.get('/api/product/category', { schema: answers('product', CategoryListData, 'Enabled categories') }, async (req, reply) =>
    okJson(req, reply, await cached(CategoryListData, `category:${req.lang}`, () => listCategories(ctxOf(req).db, req.lang))));

  r.get('/api/banner/index', { schema: answers('banner', BannerListData) }, async (req) => ok(req, await listBanners(ctxOf(req).db)));

  // ---- Back office ----
  const T = 'admin';
  /** Passes a write's answer through after clearing this instance's page cache (the write has committed). */
  const fresh = <V>(answer: V): V => {
    cache.clear();
    return answer;
  };
  r.get('/admin-api/catalogue/categories', { schema: answers(T, AdminCategoryList) }, async (req) => {
    const me = await authOperator(req, 'catalogue.read');
    return ok(req, await adminCategories(me.db, req.lang));
  });
  r.post('/admin-api/catalogue/categories/save', { schema: { ...answers(T, z.object({ id: z.number().int() }), 'Create (no id) or update a category; audited'), body: CategorySaveBody } }, async (req) =>
    ok(req, fresh(await saveCategory(await authOperator(req, 'catalogue.write'), req.body))));
  r.post('/admin-api/catalogue/categories/delete', { schema: { ...answers(T, z.null(), 'Delete an empty category; audited'), body: IdBody } }, async (req) =>
    ok(req, fresh(await deleteCategory(await authOperator(req, 'catalogue.write'), req.body.id))));

  r.get('/admin-api/catalogue/products', { schema: { ...answers(T, AdminProductList), querystring: AdminProductQuery } }, async (req) => {
    const me = await authOperator(req, 'catalogue.read');
    return ok(req, await adminProducts(me.db, req.lang, req.query) as z.infer<typeof AdminProductList>);
  });
  r.get('/admin-api/catalogue/products/detail', { schema: { ...answers(T, AdminProduct), querystring: IdQuery } }, async (req) => {
    const me = await authOperator(req, 'catalogue.read');
    return ok(req, await adminProduct(me.db, req.lang, req.query.id));
  });
  r.post('/admin-api/catalogue/products/save', { schema: { ...answers(T, AdminProduct, 'Create (no id) or update a product with all its SKUs; audited'), body: ProductSaveBody } }, async (req) =>
    ok(req, fresh(await saveProduct(await authOperator(req, 'catalogue.write'), uploadsDir, req.body))));
  r.post('/admin-api/catalogue/products/shelf', { schema: { ...answers(T, ShelfBody, 'Put a product on or off the shelf; audited'), body: ShelfBody } }, async (req) =>
    ok(req, fresh(await setShelf(await authOperator(req, 'catalogue.write'), req.body.id, req.body.status))));

  r.get('/admin-api/catalogue/banners', { schema: answers(T, AdminBannerList) }, async (req) => {
    const me = await authOperator(req, 'catalogue.read');
    return ok(req, await adminBanners(me.db));
  });
  r.post('/admin-api/catalogue/banners/save', { schema: { ...answers(T, AdminBanner, 'Create (no id) or update a banner; audited'), body: BannerSaveBody } }, async (req) =>
    ok(req, await saveBanner(await authOperator(req, 'catalogue.write'), uploadsDir, req.body)));
  r.post('/admin-api/catalogue/banners/delete', { schema: { ...answers(T, z.null(), 'Delete a banner; audited'), body: IdBody } }, async (req) =>
    ok(req, await deleteBanner(await authOperator(req, 'catalogue.write'), req.body.id)));

  r.post('/admin-api/catalogue/upload', {
    schema: answers(T, CatalogueUploadData, 'Upload a product or banner picture (multipart `file`): checked by content, re-encoded to WebP, with a thumbnail'),
    config: perMinute(RATE.upload, rateScale),
  }, async (req) => {
    const me = await authOperator(req, 'catalogue.write');
    const data = await readUploadedFile(req);
    const url = await uploadAsOperator(me, uploadsDir, data, 'catalogue.upload');
    await ensureThumbnail(uploadsDir, url);
    return ok(req, { url, thumb: thumbOf(url), fullurl: `${app.deps.config.publicUrl}${url}` });
  });
}
