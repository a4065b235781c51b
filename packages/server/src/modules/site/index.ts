// The site module's door: settings (fees, limits, times) and the list of countries and area codes.
export { countriesIn, isKnownAreaCode, isKnownCountry } from './countries.js';
export { readSetting, readSettings, readSettingsCached, SETTING_DEFAULTS, writeSetting, type SettingKey, type Settings } from './settings.js';
