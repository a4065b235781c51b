import type { RegisterBody, SessionData, UserInfo } from '@onego/contract';
import { get, post, request } from './client';

export interface InviteInfo {
  invite_code: string;
  left_node_code: string;
  right_node_code: string;
  invite_link: string;
  left_link: string;
  right_link: string;
}

export interface CheckInResult {
  points: string;
  day: string;
  streak: number;
}

export const login = (body: { member_id: string; password: string }) => post<SessionData>('/user/login', body);
export const register = (body: RegisterBody) => post<SessionData>('/user/register', body);
export const logout = () => post<null>('/user/logout');
export const fetchUserInfo = () => get<UserInfo>('/user/userInfo');
export const fetchInvite = () => get<InviteInfo>('/user/invite');
export const cancelAccount = (password: string) => post<null>('/user/cancel', { password });
/** The server's message is the result text shown to the member, so the envelope is returned whole. */
export const checkIn = () => request<CheckInResult>('/user/checkIn', { method: 'POST' });
