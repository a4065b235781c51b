import { getCall, postCall } from '../call.js';
import { SettingsData, SettingWriteBody, SettingWriteData } from '../api/admin-finance.js';

/** Every /admin-api/settings/* call. */
export const adminSettingsCalls = {
  list: getCall({ path: '/admin-api/settings', access: { operator: 'settings.read' }, data: SettingsData }),
  // Which settings an operator may change is decided per key (settings.write / settings.write_site) by the use case.
  save: postCall({ path: '/admin-api/settings', access: { operator: 'settings.read' }, body: SettingWriteBody, data: SettingWriteData, message: 'setting_saved', summary: 'Change one setting; audited' }),
};
