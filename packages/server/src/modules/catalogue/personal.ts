import type { Language, LocalizedText } from '@onego/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartSkuIds } from '../cart/index.js';
import { boughtProductIds } from '../order/index.js';
import { card, listProducts, skusOf, type ProductCard } from './read.js';

export interface PersonalPage {
  list: ProductCard[];
  total: number;
  page: number;
  limit: number;
  /** False when the member has no history yet and the list is the plain recommended one. */
  personalized: boolean;
}

interface Row {
  id: number | null;
  category_id: number;
  names: LocalizedText;
  cover: string;
  images: string[];
  presale: boolean;
  recommended: boolean;
  cooperative: boolean;
  total: number;
  personalized: boolean;
}

/**
 * Products a member is likely to want, in one query (plus one for the page's SKUs, so no N+1):
 * affinity of a category = the member's paid order lines + cart lines in it; candidates are visible products in a
 * category with affinity or flagged recommended, minus what they already bought or have in the cart; best first by
 * affinity, then the recommended flag, then the catalogue's own order (operator sort, newest). With no history every
 * affinity is 0 and the list is exactly the recommended list. Guests (no member) get the recommended list.
 */
export async function personalRecommendations(
  db: Db, lang: Language, memberId: number | undefined, q: { page: number; limit: number },
): Promise<PersonalPage> {
  if (memberId === undefined) {
    const plain = await listProducts(db, lang, { recommended: true, page: q.page, limit: q.limit });
    return { ...plain, personalized: false };
  }
  // What the member bought and carted come from the order and cart modules as subqueries: still one query.
  const res = await db.execute(sql`
    with bought as (${boughtProductIds(memberId)}),
    carted as (
      select s.product_id from (${cartSkuIds(memberId)}) ci join product_skus s on s.id = ci.sku_id
    ),
    affinity as (
      select p.category_id, count(*)::int as score
      from (select product_id from bought union all select product_id from carted) h join products p on p.id = h.product_id
      group by p.category_id
    ),
    candidates as (
      select p.id, p.category_id, p.names, p.cover, p.images, p.presale, p.recommended, p.cooperative, p.sort,
             coalesce(a.score, 0) as affinity
      from products p
      join categories c on c.id = p.category_id and c.enabled
      left join affinity a on a.category_id = p.category_id
      where p.status = 'on_shelf' and (a.score is not null or p.recommended)
        and not exists (select 1 from bought b where b.product_id = p.id)
        and not exists (select 1 from carted k where k.product_id = p.id)
    )
    select pg.id, pg.category_id, pg.names, pg.cover, pg.images, pg.presale, pg.recommended, pg.cooperative,
           t.total, exists (select 1 from affinity) as personalized
    from (select count(*)::int as total from candidates) t
    left join lateral (
      select * from candidates order by affinity desc, recommended desc, sort asc, id desc
      limit ${q.limit} offset ${(q.page - 1) * q.limit}
    ) pg on true`);
  const rows = (res as unknown as { rows: Row[] }).rows;
  const found = rows.filter((r): r is Row & { id: number } => r.id !== null);
  const skus = await skusOf(db, found.map((r) => r.id));
  const list = found.map((r) => card({
    id: r.id, categoryId: r.category_id, names: r.names, cover: r.cover, images: r.images,
    presale: r.presale, recommended: r.recommended, cooperative: r.cooperative,
  }, skus.get(r.id) ?? [], lang));
  return { list, total: rows[0]?.total ?? 0, page: q.page, limit: q.limit, personalized: rows[0]?.personalized ?? false };
}
