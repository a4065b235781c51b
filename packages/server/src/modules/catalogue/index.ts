// The catalogue's door: products and their stock belong here. Orders reserve and return stock through the stock
// functions, the cart reads what is on sale through `skuOffers`, and the text and image helpers are shared from here.
export { checkImages, ensureThumbnail, THUMB_SIDE, thumbOf } from './images.js';
export { cleanText, escapeLike, pick } from './localize.js';
export { offerColumns, sellableSku, skuOffers } from './offers.js';
export { coverOf } from './read.js';
export { lockSkus, returnStock, takeForSale, type Sale, type SaleLine, type SaleSku } from './stock.js';
