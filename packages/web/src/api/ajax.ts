import { ajaxCalls, type Country } from '@onego/contract';
import { callApi } from './client';

export const fetchConfig = () => callApi(ajaxCalls.getConfig);
export const fetchCountries = async (): Promise<Country[]> => (await callApi(ajaxCalls.countries)).list;
