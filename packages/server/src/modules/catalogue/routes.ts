import path from 'node:path';
import { adminCatalogueCalls, bannerCalls, productCalls } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { answer, handle, type CallRoute } from '../../http/calls.js';
import { okJson } from '../../http/context.js';
import { readUploadedFile, uploadAsOperator } from '../upload/index.js';
import {
  adminBanners, adminCategories, adminProduct, adminProducts, deleteBanner, deleteCategory, saveBanner, saveCategory, saveProduct, setShelf,
} from './admin.js';
import { ensureThumbnail, thumbOf } from './images.js';
import { personalRecommendations } from './personal.js';
import { PageCache } from './page-cache.js';
import { listBanners, listCategories, listProducts, productDetailSource, recommendedProducts, renderProductDetail } from './read.js';

/** The catalogue: products, categories and banners for members; their management in the back office. */
export function catalogueRoutes(app: FastifyInstance): CallRoute[] {
  const uploadsDir = path.join(app.deps.config.dataDir, 'uploads');

  // ---- Members and visitors (no sign-in needed) ----
  // Answered from the page cache (ADR 0005): rendered once per TTL, checked against the response schema then.
  const cache = new PageCache(app.deps.config.catalogueCacheSeconds * 1000);
  const cached = <T extends z.ZodType>(schema: T, key: string, load: () => Promise<z.output<T>>) =>
    cache.get(key, async () => JSON.stringify(schema.encode(await load())));
  /** Passes a write's answer through after clearing this instance's page cache (the write has committed). */
  const fresh = <V>(answered: V): V => {
    cache.clear();
    return answered;
  };
  const { index, recommend, personalRecommend, detail, category } = productCalls;
  const admin = adminCatalogueCalls;

  return [
    handle(index, async ({ req, reply, ctx, query }) =>
      answer(okJson(req, reply, await cached(index.data, `index:${ctx.lang}:${JSON.stringify(query)}`, () => listProducts(ctx.db, ctx.lang, query))))),
    handle(recommend, async ({ req, reply, ctx, query }) =>
      answer(okJson(req, reply, await cached(recommend.data, `recommend:${ctx.lang}:${query.limit}`, () => recommendedProducts(ctx.db, ctx.lang, query.limit))))),
    handle(personalRecommend, ({ ctx, me, query }) => personalRecommendations(ctx.db, ctx.lang, me?.member.id, query)),
    // Kept once for every language (pages differ only by the texts picked), so one database read serves them all.
    handle(detail, async ({ ctx, query }) =>
      renderProductDetail(await cache.get(`detail:${query.id}`, () => productDetailSource(ctx.db, query.id)), ctx.lang)),
    handle(category, async ({ req, reply, ctx }) =>
      answer(okJson(req, reply, await cached(category.data, `category:${ctx.lang}`, () => listCategories(ctx.db, ctx.lang))))),
    handle(bannerCalls.index, ({ ctx }) => listBanners(ctx.db, ctx.lang)),

    // ---- Back office ----
    handle(admin.categories, ({ ctx }) => adminCategories(ctx.db, ctx.lang)),
    handle(admin.saveCategory, async ({ ctx, body }) => fresh(await saveCategory(ctx, body))),
    handle(admin.deleteCategory, async ({ ctx, body }) => fresh(await deleteCategory(ctx, body.id))),
    handle(admin.products, async ({ ctx, query }) => await adminProducts(ctx.db, ctx.lang, query) as z.infer<typeof admin.products.data>),
    handle(admin.product, ({ ctx, query }) => adminProduct(ctx.db, ctx.lang, query.id)),
    handle(admin.saveProduct, async ({ ctx, body }) => fresh(await saveProduct(ctx, uploadsDir, body))),
    handle(admin.shelf, async ({ ctx, body }) => fresh(await setShelf(ctx, body.id, body.status))),
    handle(admin.banners, ({ ctx }) => adminBanners(ctx.db)),
    handle(admin.saveBanner, ({ ctx, body }) => saveBanner(ctx, uploadsDir, body)),
    handle(admin.deleteBanner, ({ ctx, body }) => deleteBanner(ctx, body.id)),
    handle(admin.upload, async ({ req, ctx }) => {
      const data = await readUploadedFile(req);
      const url = await uploadAsOperator(ctx, uploadsDir, data, 'catalogue.upload');
      await ensureThumbnail(uploadsDir, url);
      return { url, thumb: thumbOf(url), fullurl: `${app.deps.config.publicUrl}${url}` };
    }),
  ];
}
