// The wallet module's door: operator adjustments (back office and command line).
export { adjustWallet } from './adjust.js';
