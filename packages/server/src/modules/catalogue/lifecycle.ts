import { defineLifecycle } from '../../lib/state-machine/index.js';
import { products } from './tables.js';

/** A product's shelf status: operators put it on the shelf (members see and buy it) and take it off. */
export const PRODUCT_LIFECYCLE = defineLifecycle({
  name: 'product',
  table: products,
  idColumn: products.id,
  statusColumn: products.status,
  transitions: {
    shelve: { from: ['off_shelf'], to: 'on_shelf', actors: ['operator'] },
    unshelve: { from: ['on_shelf'], to: 'off_shelf', actors: ['operator'] },
  },
  touched: 'updatedAt',
  refusal: 'state_not_allowed',
  notFound: 'product_not_found',
});
