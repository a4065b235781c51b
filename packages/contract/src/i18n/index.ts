export * from './korean.js';
export * from './quote.js';
export * from './numbers.js';
