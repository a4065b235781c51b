import type { UserInfo } from '@onego/contract';
import { post } from './client';

export interface ProfileInput {
  nickname: string;
  avatar?: string;
  email?: string;
  email_code?: string;
  area_code?: string;
  mobile?: string;
}

export const saveProfile = (body: ProfileInput) => post<UserInfo>('/account/profile', body);
export const changePassword = (body: { old_password: string; new_password: string; re_password: string }) =>
  post<null>('/account/changePassword', body);
export const setPayPassword = (body: { pay_password: string; password?: string }) =>
  post<null>('/account/setPayPassword', body);
export const changePayPassword = (body: { old_pay_password: string; new_pay_password: string; re_pay_password: string }) =>
  post<null>('/account/changePasswordByPayPassword', body);
export const retrievePassword = (body: { email: string; code: string; new_password: string; re_password: string }) =>
  post<null>('/account/retrievePassword', body);
