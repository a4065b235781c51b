import type { Db } from '../db/client.js';
import { categories, products, productSkus } from '../modules/catalogue/tables.js';
import { seedBanners } from './banners.js';
import { productScenes } from './pictures/scenes.js';
import { storeDrawing } from './pictures/render.js';
import { BEAUTY } from './shelf/beauty.js';
import { HEALTH } from './shelf/health.js';
import { HOME } from './shelf/home.js';
import type { DemoCategory } from './shelf/types.js';

/** The demo shop's shelves, in the order they are listed. */
export const DEMO_SHELF: DemoCategory[] = [HEALTH, BEAUTY, HOME];

/**
 * Demo catalogue: 3 categories and 8 on-shelf products with SKUs (one on pre-sale, in stock), every text in all 8
 * languages. With an uploads directory each product gets a gallery of drawn pictures and the home page three banners;
 * without one (most tests), no pictures and no banners.
 */
export async function seedCatalogue(db: Db, opts: { uploadsDir?: string } = {}): Promise<{ categories: number; products: number; banners: number }> {
  const dir = opts.uploadsDir;
  // Drawn all at once before any row is written: rendering is the slow part, and sharp spreads it over its threads.
  const galleries = dir
    ? await Promise.all(DEMO_SHELF.flatMap((c) => c.products).map((p) => Promise.all(productScenes(p.drawing, p.colours).map((s) => storeDrawing(db, dir, s)))))
    : [];
  const ids = new Map<string, number>();
  for (const [ci, c] of DEMO_SHELF.entries()) {
    const [cat] = await db.insert(categories).values({ names: c.names, sort: ci }).returning({ id: categories.id });
    for (const [pi, p] of c.products.entries()) {
      const images = galleries[ids.size] ?? [];
      const [prod] = await db.insert(products).values({
        categoryId: cat!.id, status: 'on_shelf', presale: p.presale ?? false, recommended: p.recommended ?? false,
        cooperative: p.cooperative ?? false, bvRate: p.bv ?? '1', cover: images[0] ?? '', images, names: p.names,
        descriptions: p.descriptions, sort: pi,
      }).returning({ id: products.id });
      await db.insert(productSkus).values(p.skus.map((s, si) => ({ productId: prod!.id, specNames: s.names, price: s.price, stock: s.stock, sort: si })));
      ids.set(p.key, prod!.id);
    }
  }
  const banners = dir ? await seedBanners(db, dir, DEMO_SHELF, ids) : 0;
  return { categories: DEMO_SHELF.length, products: ids.size, banners };
}
