import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { fetchAddresses, type AddressList } from '../../api/address';

/** Country names come in the interface language, so the list is cached per language. */
export const addressKey = (lang: string) => ['addresses', lang] as const;
export const ADDRESS_LIST_PATH = '/pages/address/deliveryAddress';
export const ADDRESS_FORM_PATH = '/pages/address/changeAddress';
/** Where the list's select mode (`?select=1`, used by checkout) leaves the chosen address id. */
export const SELECTED_ADDRESS_KEY = 'selectedAddressId';

export function useAddresses() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: addressKey(i18n.language), queryFn: fetchAddresses, staleTime: 0 });
}

/** After a change: the server's new list for this language; other languages re-read when next shown. */
export function useStoreAddresses() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return (data?: AddressList) => {
    if (data) client.setQueryData(addressKey(i18n.language), data);
    void client.invalidateQueries({ queryKey: ['addresses'], refetchType: data ? 'none' : 'active' });
  };
}
