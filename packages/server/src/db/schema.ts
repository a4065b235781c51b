// Every table of every module, for drizzle and drizzle-kit. Each module owns its own tables file.
export * from '../modules/member/tables.js';
export * from '../modules/network/tables.js';
export * from '../modules/mail/tables.js';
export * from '../modules/site/tables.js';
export * from '../modules/checkin/tables.js';
export * from '../modules/upload/tables.js';
export * from '../modules/admin/tables.js';
export * from '../modules/audit/tables.js';
export * from '../modules/ledger/tables.js';
export * from '../modules/wallet/tables.js';
export * from '../modules/catalogue/tables.js';
export * from '../modules/address/tables.js';
export * from '../modules/cart/tables.js';
export * from '../modules/order/tables.js';
export * from '../modules/content/tables.js';
export * from '../modules/lockout/tables.js';
export * from '../lib/state-machine/tables.js';
export * from '../modules/jobs/tables.js';
// Member services.
export * from '../modules/kyc/tables.js';
export * from '../modules/feedback/tables.js';
export * from '../modules/application/tables.js';
export * from '../modules/chain/tables.js';
export * from '../modules/withdrawal/tables.js';
export * from '../modules/bonus/tables.js';
