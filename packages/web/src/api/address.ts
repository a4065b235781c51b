import { addressCalls, type Address, type AddressAddBody, type AddressEditBody, type CallData } from '@onego/contract';
import { callApi } from './client';

export type { Address };
export type AddressList = CallData<typeof addressCalls.index>;
export type AddressInput = Omit<AddressAddBody, 'is_default'> & { is_default?: boolean };

export const fetchAddresses = () => callApi(addressCalls.index);
export const addAddress = (body: AddressInput) => callApi(addressCalls.add, body);
export const editAddress = (body: AddressInput & { id: AddressEditBody['id'] }) => callApi(addressCalls.edit, body);
export const deleteAddress = (id: number) => callApi(addressCalls.del, { id });
export const setDefaultAddress = (id: number) => callApi(addressCalls.setDefault, { id });
