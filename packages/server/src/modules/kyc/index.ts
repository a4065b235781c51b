// The kyc module's door: identity verification, what withdrawals ask of it, and private photos for other documents
// (account applications): stored like identity photos and opened only through short-lived signed links (ADR 0011).
export { assertMayWithdraw, identityApproved, withdrawRequiresKyc } from './gate.js';
export { ownPhotoIds, PhotoLinks, photoRefsOf, storeKycPhoto as storePrivatePhoto } from './photos.js';
export { pendingKycCount } from './figures.js';
