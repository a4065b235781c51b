import type { Country, SiteConfig } from '@onego/contract';
import { get } from './client';

export const fetchConfig = () => get<SiteConfig>('/ajax/getConfig');
export const fetchCountries = async (): Promise<Country[]> => (await get<{ list: Country[] }>('/ajax/countries')).list;
