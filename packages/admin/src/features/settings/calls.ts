// The back office's calls about system settings.
import type { z } from 'zod';
import { adminSettingsCalls, type CallInput, type SettingRow } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type Setting = z.infer<typeof SettingRow>;

export const settingsApi = {
  settings: () => callApi(adminSettingsCalls.list),
  // The page passes setting keys as plain strings; the server refuses keys the contract does not know.
  saveSetting: (body: { key: string; value: string; translations?: Record<string, string> }) =>
    callApi(adminSettingsCalls.save, body as CallInput<typeof adminSettingsCalls.save>),
};
