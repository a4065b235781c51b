// The back office's calls about members' wallets.
import { adminWalletCalls, type Asset, type CallData, type CallInput, type WalletRecord } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type WalletData = CallData<typeof adminWalletCalls.member>;
export type WalletListRow = CallData<typeof adminWalletCalls.list>['list'][number];
export type { WalletListSort } from '@onego/contract';
export type { Asset, WalletRecord };

export const walletsApi = {
  list: (q: CallInput<typeof adminWalletCalls.list>) => callApi(adminWalletCalls.list, q),
  wallet: (member_id: string) => callApi(adminWalletCalls.member, { member_id }),
  walletRecords: (q: CallInput<typeof adminWalletCalls.records>) => callApi(adminWalletCalls.records, q),
  adjust: (body: CallInput<typeof adminWalletCalls.adjust>) => callApi(adminWalletCalls.adjust, body),
};
