/** Most of one SKU a cart line may hold. */
export const CART_MAX_QUANTITY = 99;
/** Most lines a cart may hold. */
export const CART_MAX_LINES = 50;
