// The back office's calls about the chain: status, deposits, top-ups, re-scan.
import { adminChainCalls, type CallData, type CallInput } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type DepositEntry = CallData<typeof adminChainCalls.deposits>['list'][number];
export type RechargeEntry = CallData<typeof adminChainCalls.recharges>['list'][number];

export const chainApi = {
  status: () => callApi(adminChainCalls.status),
  deposits: (q: CallInput<typeof adminChainCalls.deposits>) => callApi(adminChainCalls.deposits, q),
  recharges: (q: CallInput<typeof adminChainCalls.recharges>) => callApi(adminChainCalls.recharges, q),
  rescan: (b: CallInput<typeof adminChainCalls.rescan>) => callApi(adminChainCalls.rescan, b),
};
