// The site module's door: settings (fees, limits, times) and the list of countries and area codes.
export { countriesIn, isKnownAreaCode, isKnownCountry } from './countries.js';
export {
  isTranslatable, readSetting, readSettings, readSettingsCached, readSettingTexts, seedSetting, SETTING_DEFAULTS, writeSetting, type SettingKey, type Settings,
  type SettingTexts,
} from './settings.js';
