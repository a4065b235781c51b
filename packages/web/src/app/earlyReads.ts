/** What the starter's early reads need to know: the app's own constants, written into it at build time (paintFirst.ts). */
export interface EarlyReadSettings {
  api: string;
  langKey: string;
  tokenKey: string;
  defaultLang: string;
  desktopMinWidth: number;
  homeNews: number;
  homePicks: number;
  /** The code of each start page (its chunks and stylesheets, relative to the page), known once the app is built. */
  pages?: { home?: string[]; product?: string[] };
}

/** The app's values of those constants (a test holds them to the app's own: api/client.ts, app/storage.ts, Home's queries). */
export const EARLY_READ_SETTINGS: EarlyReadSettings = {
  api: '/api', langKey: 'lang', tokenKey: 'token', defaultLang: 'zh-TW', desktopMinWidth: 768, homeNews: 3, homePicks: 6,
};

interface EarlyRead { headers: Record<string, string>; response: Promise<Response> }
type EarlyReads = Map<string, EarlyRead>;

/**
 * Runs in the starter file (paintFirst.ts), before the app's code has arrived: asks for the reads the start page opens
 * with (a phone's Home and a product page, as app/startData.ts does), for the picture they paint largest and for the
 * page's own code, so all are on their way while the app's code downloads and starts instead of after. The app's `request` takes each answer
 * once, when it asks for the same address with the same headers (takeEarlyRead); the rest it asks for itself.
 * Written into the starter as source: it must use nothing but its arguments (no imports, no outer names).
 */
export function startEarlyReads(w: Window, s: EarlyReadSettings): void {
  const [path = '/', query = ''] = w.location.hash.replace(/^#/, '').split('?');
  const reads: Array<{ url: string; picture?: (data: any) => unknown }> = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  const desktop = w.matchMedia(`(min-width: ${s.desktopMinWidth}px)`).matches;
  // The phone page's code too (desktops open other pages), fetched with the app's code rather than after it has run.
  const page = desktop ? undefined : path === '/' || path === '/pages/index' ? s.pages?.home : path === '/pages/shop/goodsDetails' ? s.pages?.product : undefined;
  for (const href of page ?? []) {
    const link = w.document.createElement('link');
    if (href.endsWith('.css')) { link.rel = 'preload'; link.as = 'style'; } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    w.document.head.appendChild(link);
  }
  if ((path === '/' || path === '/pages/index') && !desktop) {
    reads.push({ url: `${s.api}/banner/index`, picture: (d) => d?.list?.[0]?.image });
    reads.push({ url: `${s.api}/announcement/index?page=1&limit=${s.homeNews}` });
    reads.push({ url: `${s.api}/product/category` });
    reads.push({ url: `${s.api}/product/recommend?limit=${s.homePicks}` });
  } else if (path === '/pages/shop/goodsDetails') {
    const id = Number(new URLSearchParams(query).get('id'));
    if (Number.isInteger(id) && id > 0) reads.push({ url: `${s.api}/product/detail?id=${id}`, picture: (d) => d?.images?.[0]?.image });
  }
  if (!reads.length) return;
  const headers: Record<string, string> = { lang: w.localStorage.getItem(s.langKey) || s.defaultLang };
  const token = w.localStorage.getItem(s.tokenKey);
  if (token) headers.token = token;
  const map: EarlyReads = new Map();
  for (const { url, picture } of reads) {
    const response = w.fetch(url, { headers });
    map.set(url, { headers, response });
    // The largest picture is asked for at high priority as soon as its address is known.
    if (picture) {
      response.then((r) => r.clone().json()).then((body) => {
        const src = picture(body?.data);
        if (typeof src !== 'string') return;
        const image = w.document.createElement('img');
        image.fetchPriority = 'high';
        image.src = src;
      }).catch(() => {});
    }
  }
  (w as unknown as Record<string, EarlyReads>).__onegoEarlyReads = map;
}

/** The starter's answer for this address, if it asked for it with the same headers; each answer is taken once. */
export function takeEarlyRead(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const map = (globalThis as unknown as Record<string, EarlyReads | undefined>).__onegoEarlyReads;
  const read = map?.get(url);
  if (!read) return undefined;
  map!.delete(url);
  const same = Object.keys(read.headers).length === Object.keys(headers).length
    && Object.entries(read.headers).every(([k, v]) => headers[k] === v);
  return same ? read.response : undefined;
}
