import { userCalls, type CallData, type CallInput, type RegisterBody } from '@onego/contract';
import { API_BASE, callApi, request } from './client';

export type InviteInfo = CallData<typeof userCalls.invite>;
export type CheckInResult = CallData<typeof userCalls.checkIn>;
export type CheckInStatus = CallData<typeof userCalls.checkInStatus>;

export const login = (body: CallInput<typeof userCalls.login>) => callApi(userCalls.login, body);
export const register = (body: RegisterBody) => callApi(userCalls.register, body);
export const logout = () => callApi(userCalls.logout);
export const fetchUserInfo = () => callApi(userCalls.userInfo);
export const fetchInvite = () => callApi(userCalls.invite);
export const cancelAccount = (password: string) => callApi(userCalls.cancel, { password });
export const fetchCheckInStatus = () => callApi(userCalls.checkInStatus);
/** The server's message is the result text shown to the member, so the envelope is returned whole. */
export const checkIn = () => request<CheckInResult>(userCalls.checkIn.path.slice(API_BASE.length), { method: 'POST' });
