import type { Address, AddressAddBody, AddressEditBody } from '@onego/contract';
import { get, post } from './client';

export type { Address };
export interface AddressList { list: Address[]; limit: number }
export type AddressInput = Omit<AddressAddBody, 'is_default'> & { is_default?: boolean };

export const fetchAddresses = () => get<AddressList>('/address/index');
export const addAddress = (body: AddressInput) => post<Address>('/address/add', body);
export const editAddress = (body: AddressInput & { id: AddressEditBody['id'] }) => post<Address>('/address/edit', body);
export const deleteAddress = (id: number) => post<AddressList>('/address/del', { id });
export const setDefaultAddress = (id: number) => post<AddressList>('/address/setDefault', { id });
