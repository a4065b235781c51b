import { eq } from 'drizzle-orm';
import { seedCatalogue } from '../src/demo/catalogue.js';
import { products, productSkus } from '../src/modules/catalogue/tables.js';
import type { TestApp } from './harness.js';

/** Seeds the demo catalogue and answers the first on-shelf specification, given `stock` units. */
export async function stockedSku(t: TestApp, stock: number): Promise<number> {
  await seedCatalogue(t.database.db);
  const [row] = await t.database.db.select({ id: productSkus.id }).from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId)).where(eq(products.status, 'on_shelf')).orderBy(productSkus.id).limit(1);
  await t.database.db.update(productSkus).set({ stock }).where(eq(productSkus.id, row!.id));
  return row!.id;
}
