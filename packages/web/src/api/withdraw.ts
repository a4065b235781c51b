import { withdrawCalls, type CallData, type CallInput } from '@onego/contract';
import { callApi } from './client';

export type WithdrawalAmount = CallData<typeof withdrawCalls.getWithdrawalAmount>;
export type Withdrawal = CallData<typeof withdrawCalls.detail>;

export const fetchWithdrawalAmount = () => callApi(withdrawCalls.getWithdrawalAmount);
export const fetchWithdrawals = (page: number) => callApi(withdrawCalls.list, { page, limit: 20 });
export const fetchWithdrawal = (id: number) => callApi(withdrawCalls.detail, { id });
export const requestWithdrawal = (body: CallInput<typeof withdrawCalls.create>, idempotencyKey: string) =>
  callApi(withdrawCalls.create, body, { idempotencyKey });
