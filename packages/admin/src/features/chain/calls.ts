// The back office's calls about the chain: status, deposits, top-ups, re-scan, the hot wallet's funds, sweeps, and
// the chain's settings (kept with every other setting: the same list and the same audited save).
import { adminChainCalls, adminSettingsCalls, type CallData, type CallInput } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type DepositEntry = CallData<typeof adminChainCalls.deposits>['list'][number];
export type RechargeEntry = CallData<typeof adminChainCalls.recharges>['list'][number];
export type SweepEntry = CallData<typeof adminChainCalls.sweeps>['list'][number];
export type Funds = CallData<typeof adminChainCalls.funds>;
export type WaitingPayout = Funds['waiting'][number];
export type SettingEntry = CallData<typeof adminSettingsCalls.list>['list'][number];

/** The settings this page shows, in this order. */
export const CHAIN_SETTING_KEYS = [
  'chain_confirmations', 'topup_minutes', 'withdrawal_fee', 'withdrawal_min', 'withdrawal_daily_limit', 'hot_wallet_cap', 'cold_wallet_address',
] as const;

export const chainApi = {
  status: () => callApi(adminChainCalls.status),
  deposits: (q: CallInput<typeof adminChainCalls.deposits>) => callApi(adminChainCalls.deposits, q),
  recharges: (q: CallInput<typeof adminChainCalls.recharges>) => callApi(adminChainCalls.recharges, q),
  rescan: (b: CallInput<typeof adminChainCalls.rescan>) => callApi(adminChainCalls.rescan, b),
  funds: () => callApi(adminChainCalls.funds),
  sweeps: (q: CallInput<typeof adminChainCalls.sweeps>) => callApi(adminChainCalls.sweeps, q),
  settings: () => callApi(adminSettingsCalls.list),
  saveSetting: (key: (typeof CHAIN_SETTING_KEYS)[number], value: string) => callApi(adminSettingsCalls.save, { key, value }),
};
