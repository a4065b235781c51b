// The cart's door: an order takes the member's selected lines out of the cart only through these functions.
export { claimLines, selectedLines, type CheckoutLine } from './checkout.js';
export { cartSkuIds } from './views.js';
