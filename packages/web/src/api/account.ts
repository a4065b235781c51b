import { accountCalls, type CallInput } from '@onego/contract';
import { callApi } from './client';

export type ProfileInput = CallInput<typeof accountCalls.profile>;

export const saveProfile = (body: ProfileInput) => callApi(accountCalls.profile, body);
export const changePassword = (body: CallInput<typeof accountCalls.changePassword>) => callApi(accountCalls.changePassword, body);
export const setPayPassword = (body: CallInput<typeof accountCalls.setPayPassword>) => callApi(accountCalls.setPayPassword, body);
export const changePayPassword = (body: CallInput<typeof accountCalls.changePayPassword>) => callApi(accountCalls.changePayPassword, body);
export const retrievePassword = (body: CallInput<typeof accountCalls.retrievePassword>) => callApi(accountCalls.retrievePassword, body);
