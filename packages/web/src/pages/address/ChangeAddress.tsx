import { useEffect, useState } from 'react';
import { Button, Empty, Toast } from 'antd-mobile';
import { Recipient } from '@onego/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { addAddress, editAddress, type Address, type AddressInput } from '../../api/address';
import { toastError } from '../../api/client';
import { useCountries } from '../../app/queries';
import { Field } from '../../components/Field';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';
import { useFormErrors } from '../../components/useFormErrors';
import { rules } from '../../components/validate';
import { CountrySelect } from '../register/CountrySelect';
import { CHOOSE_LOCATION_PATH } from '../map/paths';
import { forgetHandOff, peekDraft, peekPick, putDraft } from '../map/pick';
import { ADDRESS_LIST_PATH, useAddresses, useStoreAddresses } from './useAddresses';

export function ChangeAddress() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '') || 0;
  const query = useAddresses();
  const title = id ? t('address.editTitle') : t('address.addTitle');
  const data = query.data;
  const editing = id ? data?.list.find((a) => a.id === id) : undefined;
  return (
    <Page title={title} fallback={ADDRESS_LIST_PATH} width="form">
      {!data && query.isPending ? <PageSkeleton /> : null}
      {!data && query.isError ? <LoadError onRetry={() => void query.refetch()} /> : null}
      {data && id && !editing ? <Empty description={t('address.notFound')} data-testid="address-not-found" /> : null}
      {data && (!id || editing) ? (
        <AddressForm key={editing?.id ?? 'new'} address={editing} first={!data.list.length} />
      ) : null}
    </Page>
  );
}

type Key = 'recipient' | 'country' | 'area_code' | 'phone' | 'detail';

const RECIPIENT_MAX = 60;
const DETAIL_MAX = 300;

interface Draft { recipient: string; country: string; areaCode: string; phone: string; detail: string; isDefault: boolean }

/** The form's starting values: the address's, or what was typed before the member went to the map, with the place chosen there. */
function startValues(formKey: string, address: Address | undefined, locked: boolean): Draft {
  const kept = peekDraft<Draft>(formKey);
  const start = kept ?? {
    recipient: address?.recipient ?? '', country: address?.country ?? '', areaCode: address?.area_code ?? '',
    phone: address?.phone ?? '', detail: address?.detail ?? '', isDefault: locked,
  };
  const pick = kept ? peekPick() : null;
  return pick ? { ...start, detail: pick.label.slice(0, DETAIL_MAX) } : start;
}

function AddressForm({ address, first }: { address?: Address; first: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const countries = useCountries();
  const storeList = useStoreAddresses();
  // The first address is always the default, and the default can only move by choosing another one.
  const locked = first || !!address?.is_default;
  const formKey = address ? String(address.id) : 'new';
  const [start] = useState(() => startValues(formKey, address, locked));
  useEffect(() => forgetHandOff(), []);
  const [recipient, setRecipient] = useState(start.recipient);
  const [country, setCountry] = useState(start.country);
  const [areaCode, setAreaCode] = useState(start.areaCode);
  const [phone, setPhone] = useState(start.phone);
  const [detail, setDetail] = useState(start.detail);
  const [isDefault, setIsDefault] = useState(start.isDefault);
  const chooseOnMap = () => {
    putDraft<Draft>(formKey, { recipient, country, areaCode, phone, detail, isDefault });
    navigate(`${CHOOSE_LOCATION_PATH}?${new URLSearchParams({ return: `${location.pathname}${location.search}` })}`);
  };

  const chooseCountry = (code: string) => {
    setCountry(code);
    const c = countries.data?.find((x) => x.code === code);
    if (c) setAreaCode(c.area_code);
  };

  const save = useMutation({
    mutationFn: (body: AddressInput) => (address ? editAddress({ id: address.id, ...body }) : addAddress(body)),
    onSuccess: () => {
      storeList();
      Toast.show({ icon: 'success', content: t('address.saved') });
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) navigate(-1);
      else navigate(ADDRESS_LIST_PATH, { replace: true });
    },
    onError: toastError,
  });

  const { errors, onSubmit } = useFormErrors<Key>([
    ['recipient', rules.required(recipient) ?? (Recipient.safeParse(recipient).success ? null : 'address.recipientRule')],
    ['country', rules.choose(country)],
    ['area_code', rules.areaCode(areaCode)],
    ['phone', rules.mobile(phone)],
    ['detail', rules.required(detail)],
  ]);

  const submit = onSubmit(() => {
    save.mutate({
      recipient: recipient.trim(),
      area_code: areaCode.trim().replace(/^\+/, ''),
      phone: phone.trim(),
      country,
      detail: detail.trim(),
      is_default: isDefault,
    });
  });

  return (
    <form className="form form-page" onSubmit={submit} noValidate>
      <Field label={t('address.recipient')} placeholder={t('address.recipientPlaceholder')} value={recipient}
        onChange={setRecipient} error={errors.recipient} testId="address-recipient" maxLength={RECIPIENT_MAX}
        autoComplete="name" />
      <CountrySelect value={country} onChange={chooseCountry} error={errors.country} query={countries}
        testId="address-country" label={t('address.country')} prompt={t('address.chooseCountry')} />
      <div className="field-pair">
        <Field label={t('register.areaCode')} placeholder={t('register.areaCodePlaceholder')} value={areaCode}
          onChange={setAreaCode} error={errors.area_code} testId="address-area-code" inputMode="numeric"
          className="field-area-wrap" maxLength={5} />
        <Field label={t('address.phone')} hint={t('register.mobilePlaceholder')} value={phone}
          onChange={setPhone} error={errors.phone} testId="address-phone" inputMode="tel" autoComplete="tel-national"
          maxLength={15} />
      </div>
      <DetailField value={detail} onChange={setDetail} error={errors.detail} />
      <button type="button" className="link address-map-link" onClick={chooseOnMap} data-testid="address-choose-on-map">{t('map.pickOnMap')}</button>
      <label className="check-row address-default-row">
        <input type="checkbox" role="switch" checked={isDefault} disabled={locked}
          onChange={(e) => setIsDefault(e.target.checked)} data-testid="address-is-default" />
        <span>
          {t('address.setAsDefault')}
          {locked ? <span className="field-hint address-default-hint">
            {first ? t('address.firstIsDefault') : t('address.alreadyDefault')}
          </span> : null}
        </span>
      </label>
      <Button className="submit" block color="primary" size="large" type="submit" loading={save.isPending}
        data-testid="address-submit">
        {t('common.save')}
      </Button>
    </form>
  );
}

function DetailField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor="address-detail">{t('address.detail')}</label>
      <div className="field-row">
        <textarea id="address-detail" className="field-input field-textarea" rows={3} value={value}
          onChange={(e) => onChange(e.target.value)} placeholder={t('address.detailPlaceholder')} maxLength={DETAIL_MAX}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'address-detail-error' : undefined}
          data-testid="address-detail" autoComplete="street-address" />
      </div>
      {error ? <div className="field-error" id="address-detail-error" role="alert">{error}</div> : null}
    </div>
  );
}
