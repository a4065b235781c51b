import type { Drawing } from '../shelf/types.js';
import { mix, shade, tint } from './colour.js';
import { drawProduct, props } from './products.js';

/** Side of a product picture, in pixels: sharp enough for a phone's gallery, small enough to seed in a blink. */
export const PRODUCT_SIDE = 640;

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const gradient = (id: string, from: string, to: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
const floor = (cx: number, rx: number) => `<ellipse cx="${cx}" cy="488" rx="${rx}" ry="18" fill="#000" opacity=".12"/>`;

/**
 * The gallery of one product, as SVG documents: the product alone on a light ground, the product in use among its
 * tablets, drops or leaves on a deeper ground, and the product in its two colours side by side.
 */
export function productScenes(drawing: Drawing, colours: [string, string]): string[] {
  const [a, b] = colours;
  const swapped: [string, string] = [b === '#ffffff' ? '#e9ecef' : b, a];
  const front = svg(PRODUCT_SIDE, PRODUCT_SIDE, `<g transform="scale(${PRODUCT_SIDE / 600})">${gradient('g', tint(a, 0.9), tint(a, 0.7))}
<rect width="600" height="600" fill="url(#g)"/><circle cx="470" cy="120" r="80" fill="#fff" opacity=".5"/>${floor(300, 140)}${drawProduct(drawing, colours)}</g>`);
  const inUse = svg(PRODUCT_SIDE, PRODUCT_SIDE, `<g transform="scale(${PRODUCT_SIDE / 600})">${gradient('g', tint(b === '#ffffff' ? a : b, 0.55), mix(a, '#ffffff', 0.35))}
<rect width="600" height="600" fill="url(#g)"/><rect y="470" width="600" height="130" fill="${shade(tint(a, 0.6), 0.08)}"/>
${props(drawing, colours)}<g transform="translate(-20 10) rotate(-8 300 480) scale(.92)">${floor(300, 130)}${drawProduct(drawing, colours)}</g></g>`);
  const pair = svg(PRODUCT_SIDE, PRODUCT_SIDE, `<g transform="scale(${PRODUCT_SIDE / 600})"><rect width="600" height="600" fill="#fafafa"/>
<circle cx="300" cy="300" r="250" fill="${tint(a, 0.75)}"/>
<g transform="translate(-60 100) scale(.7)">${floor(300, 140)}${drawProduct(drawing, colours)}</g>
<g transform="translate(240 100) scale(.7)">${floor(300, 140)}${drawProduct(drawing, swapped)}</g></g>`);
  return [front, inUse, pair];
}

/** Width and height of a banner: 2.5 : 1 as the phone shows it; a desktop crops the top and bottom to 3.6 : 1. */
export const BANNER_SIZE = { width: 1200, height: 480 } as const;

/**
 * A banner: a few products on a coloured ground with soft shapes, on the right, inside the band a desktop shows; the
 * left is left calm for the caption the app writes over it in the reader's language.
 */
export function bannerScene(ground: [string, string], items: Array<{ drawing: Drawing; colours: [string, string] }>): string {
  const { width, height } = BANNER_SIZE;
  const scale = items.length >= 3 ? 0.5 : 0.62;
  const step = 600 * scale * 0.78;
  const start = width - 40 - step * items.length - 600 * scale * 0.1;
  const top = 400 - 490 * scale;
  const products = items.map((p, i) => `<g transform="translate(${start + i * step} ${top + (i % 2) * 12}) scale(${scale})">${floor(300, 140)}${drawProduct(p.drawing, p.colours)}</g>`).join('');
  return svg(width, height, `${gradient('g', ground[0], ground[1])}<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="140" cy="90" r="160" fill="#fff" opacity=".14"/><circle cx="330" cy="420" r="110" fill="#fff" opacity=".1"/>
<circle cx="${width - 120}" cy="60" r="90" fill="#fff" opacity=".16"/><circle cx="${start + (step * items.length) / 2}" cy="250" r="190" fill="#fff" opacity=".12"/>
${products}`);
}

/** The company's licence as About us shows it: a framed certificate with a crest, lines of text and a red seal. */
export function licenceScene(): string {
  const width = 800;
  const height = 1000;
  const lines = [300, 350, 400, 450, 500, 550, 600, 650]
    .map((y, i) => `<rect x="${i % 3 === 2 ? 200 : 140}" y="${y}" width="${i % 3 === 2 ? 400 : 520}" height="14" rx="7" fill="#b8c2cc"/>`).join('');
  return svg(width, height, `<rect width="${width}" height="${height}" fill="#fdfaf2"/>
<rect x="30" y="30" width="740" height="940" fill="none" stroke="#1d3557" stroke-width="12"/>
<rect x="56" y="56" width="688" height="888" fill="none" stroke="#c9a227" stroke-width="4"/>
<circle cx="400" cy="160" r="56" fill="#1d3557"/><path d="M400 120 l14 28 31 4 -22 22 5 31 -28 -15 -28 15 5 -31 -22 -22 31 -4 z" fill="#ffd166"/>
<rect x="220" y="240" width="360" height="26" rx="13" fill="#1d3557"/>${lines}
<rect x="120" y="780" width="220" height="10" rx="5" fill="#8a96a3"/><rect x="120" y="820" width="160" height="10" rx="5" fill="#8a96a3"/>
<circle cx="600" cy="790" r="80" fill="none" stroke="#d62828" stroke-width="10"/><circle cx="600" cy="790" r="54" fill="#d62828" opacity="0.85"/>`);
}
