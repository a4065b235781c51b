import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { AnyPassword, AreaCode, CountryCode, Email, Flag, InviteCode, IsoDate, MemberId, Mobile, NewPassword, PersonName } from './fields.js';
import { getCall, postCall, RATE } from '../call.js';

/** Member status: disabled by an operator, cancelled by the member; both refuse login. */
export const MemberStatus = z.enum(['active', 'disabled', 'cancelled']);
export type MemberStatus = z.infer<typeof MemberStatus>;

/** What the app keeps as `userInfo`. */
export const UserInfo = z.object({
  member_id: z.string(),
  name: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string(),
  area_code: z.string(),
  mobile: z.string(),
  nationality: z.string(),
  birthday: z.string(),
  invite_code: z.string(),
  left_node_code: z.string(),
  right_node_code: z.string(),
  level: z.number().int(),
  status: MemberStatus,
  has_pay_password: z.boolean(),
  join_time: UnixSeconds,
});
export type UserInfo = z.infer<typeof UserInfo>;

export const LoginBody = z.object({ member_id: MemberId, password: AnyPassword });
export const SessionData = z.object({ token: z.string(), userinfo: UserInfo });
export type SessionData = z.infer<typeof SessionData>;

export const RegisterBody = z.object({
  name: PersonName,
  birthday: IsoDate,
  area_code: AreaCode,
  mobile: z.string().trim().regex(/^\d{4,15}$/),
  email: Email,
  nationality: CountryCode,
  password: NewPassword,
  invite_code: InviteCode,
  node_code: InviteCode,
  agree: Flag,
});
export type RegisterBody = z.input<typeof RegisterBody>;

/**
 * The member's codes and registration links. Every link carries the invitation code and a node code: `left_link` and
 * `right_link` place the newcomer on that side; `invite_link` is the left one (the side the app offers first).
 */
export const InviteData = z.object({
  invite_code: z.string(),
  left_node_code: z.string(),
  right_node_code: z.string(),
  invite_link: z.string(),
  left_link: z.string(),
  right_link: z.string(),
  /** The member's own referrer (sponsor): member ID and nickname; empty for the root. */
  referrer_id: z.string(),
  referrer_name: z.string(),
});

export const CheckInData = z.object({ points: z.string(), day: z.string(), streak: z.number().int() });
/** Today's check-in as the member sees it before pressing: done or not, the day (UTC), the streak and the points it grants. */
export const CheckInStatus = z.object({ checked_in: z.boolean(), day: z.string(), streak: z.number().int(), points: z.string() });

export { Mobile };

/** Cancelling one's own account asks for the login password again. */
export const CancelAccountBody = z.object({ password: AnyPassword });

// ---- Calls under /api/user ----
/** Every /api/user/* call. */
export const userCalls = {
  register: postCall({ path: '/api/user/register', access: 'guest', body: RegisterBody, data: SessionData, perMinute: RATE.register, issuesSession: true }),
  login: postCall({ path: '/api/user/login', access: 'guest', body: LoginBody, data: SessionData, perMinute: RATE.login, issuesSession: true }),
  logout: postCall({ path: '/api/user/logout', access: 'member' }),
  userInfo: getCall({ path: '/api/user/userInfo', access: 'member', data: UserInfo }),
  invite: getCall({ path: '/api/user/invite', access: 'member', data: InviteData }),
  cancel: postCall({ path: '/api/user/cancel', access: 'member', body: CancelAccountBody, perMinute: RATE.login }),
  checkInStatus: getCall({ path: '/api/user/checkInStatus', access: 'member', data: CheckInStatus, summary: 'Whether today\'s check-in is done, with the streak' }),
  checkIn: postCall({ path: '/api/user/checkIn', access: 'member', data: CheckInData, message: 'checkin_ok', summary: 'The daily check-in; the message names the points' }),
};
