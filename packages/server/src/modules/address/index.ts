// The address module's door: other modules use a member's own address book only through what this file exports.
export type { AddressSnapshot } from './views.js';
