import { rechargeCalls, type CallData, type Recharge } from '@onego/contract';
import { callApi } from './client';

export type { Recharge };
export type RechargeInfo = CallData<typeof rechargeCalls.info>;

export const fetchRechargeInfo = () => callApi(rechargeCalls.info);
export const createRecharge = (amount: string) => callApi(rechargeCalls.create, { amount });
export const fetchRecharges = (page = 1, limit = 20) => callApi(rechargeCalls.list, { page, limit });
/** Demo chain only: the demo payer wallet sends what the top-up still needs. */
export const payFromDemoWallet = (id: number) => callApi(rechargeCalls.demoPay, { id });
