// The kyc module's door: identity verification, and what withdrawals ask of it.
export { assertMayWithdraw, identityApproved, withdrawRequiresKyc } from './gate.js';
