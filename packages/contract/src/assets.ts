// Apart from money.ts: what needs only the names of the assets (the wallet's call declarations, which the member
// app's first load includes) does not load the decimal library with them.

/** The three assets of a member's wallet. */
export const ASSETS = ['balance', 'shop_coins', 'integral'] as const;
export type Asset = (typeof ASSETS)[number];
