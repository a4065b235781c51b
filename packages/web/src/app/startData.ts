import type { QueryClient } from '@tanstack/react-query';
import { prefetchHome, preloadPicture } from '../pages/index/homeQueries';
import { productDetailQuery } from '../pages/shop/queries';

/**
 * Asks for the data of the page the app opens on (by the address's hash path) as the app starts, with the same keys
 * its page reads, so the answers are on their way while the page's code still loads: a phone's Home and a product
 * page, where a first visit lands. Any other page asks for its own data when it renders.
 */
export function prefetchStartPage(client: QueryClient, hashPath: string, desktop: boolean, lang: string): void {
  const [path = '/', query = ''] = hashPath.split('?');
  if ((path === '/' || path === '/pages/index') && !desktop) prefetchHome(client, lang);
  if (path === '/pages/shop/goodsDetails') {
    const id = Number(new URLSearchParams(query).get('id'));
    if (!Number.isInteger(id) || id <= 0) return;
    // The first picture of the gallery is what a phone paints largest: asked for as soon as its address is known.
    void client.prefetchQuery(productDetailQuery(lang, id)).then(() => {
      const first = client.getQueryData(productDetailQuery(lang, id).queryKey)?.images[0]?.image;
      if (first) preloadPicture(first);
    });
  }
}
