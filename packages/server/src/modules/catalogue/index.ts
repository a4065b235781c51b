// The catalogue's door: products and their stock belong here. Orders take stock through the database function
// catalogue_take_for_sale and return it through returnStock, the cart reads what is on sale through `skuOffers`, and
// the text and image helpers are shared from here.
export { checkImages, ensureThumbnail, THUMB_SIDE, thumbOf } from './images.js';
export { cleanText, escapeLike, pick } from './localize.js';
export { offerColumns, sellableSku, skuOffers } from './offers.js';
export { coverOf } from './read.js';
export { lockSkus, returnStock, saleSkuOf, type SaleLine, type SaleSku } from './stock.js';
