// The member module's door: identity, codes, credentials and the member changes the back office makes. Only this
// module reads or writes the `members` and `credentials` tables.
export { liveAccountWithEmail } from './account.js';
export { changeMemberStatus, findMembers, memberByPublicId, memberCodes, memberLockedUntil, membersByRowIds, publicIdsOf, resetPersonPassword } from './back-office.js';
export { findByMemberId } from './codes.js';
export { memberCards } from './cards.js';
export { verifyPayPassword, type PinTry, type Proof } from './credentials.js';
export { payInOneCall, type PayingCaller } from './pay-in-call.js';
export { lockMember } from './lock.js';
export { register } from './register.js';
export { forgetRecentSession, lookupSession, openSession, recentSession, revokeMemberSessions, revokeSession, SESSION_DAYS, SessionNotConfirmed, type SessionLookup, type SessionToConfirm } from './sessions.js';
export { createRoot, findRoot } from './root.js';
export { relatedAccounts } from './subaccounts.js';
export type { MemberRow } from './userinfo.js';
export { newMembersByDay } from './figures.js';
