import { useState } from 'react';
import { Button, Selector, Tag, Toast } from 'antd-mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { KYC_ID_TYPES, type KycIdType } from '@onego/contract';
import { fetchKyc, submitKyc, uploadKycPhoto, type KycInfo } from '../../api/kyc';
import { toastError } from '../../api/client';
import { Field } from '../../components/Field';
import { Page } from '../../components/Page';
import { PhotoPicker, type PickedPhoto } from '../../components/PhotoPicker';
import { LoadError, PageSkeleton } from '../../components/States';
import { useFormErrors } from '../../components/useFormErrors';
import { rules } from '../../components/validate';

const KYC_KEY = ['kyc'] as const;
const STATUS_COLOR = { none: 'default', pending: 'warning', approved: 'success', rejected: 'danger' } as const;

/** Identity verification (/pages/kyc): the state, and the form when nothing is under review or approved. */
export function Kyc() {
  const { t } = useTranslation();
  // The photo links expire within minutes: read again whenever the page is shown.
  const info = useQuery({ queryKey: KYC_KEY, queryFn: fetchKyc, staleTime: 0 });
  return (
    <Page title={t('kyc.title')} fallback="/pages/mine" width="form">
      {info.data ? <KycBody info={info.data} /> : info.isError ? <LoadError onRetry={() => void info.refetch()} /> : <PageSkeleton />}
    </Page>
  );
}

function KycBody({ info }: { info: KycInfo }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const canSubmit = info.status === 'none' || info.status === 'rejected';
  return (
    <div className="stack">
      <section className="card kyc-status" data-testid="kyc-status" data-status={info.status}>
        <Tag color={STATUS_COLOR[info.status]} fill="outline">{t(`kyc.status.${info.status}`)}</Tag>
        <p className="muted">{t(`kyc.statusHint.${info.status}`)}</p>
        {info.status === 'rejected' && info.reason ? (
          <p className="kyc-reason" data-testid="kyc-reason">{t('kyc.reason', { reason: info.reason })}</p>
        ) : null}
      </section>
      {info.status !== 'none' && !editing ? <Submitted info={info} /> : null}
      {canSubmit && (editing || info.status === 'none') ? <KycForm info={info} /> : null}
      {info.status === 'rejected' && !editing ? (
        <Button block color="primary" size="large" onClick={() => setEditing(true)} data-testid="kyc-resubmit">
          {t('kyc.resubmit')}
        </Button>
      ) : null}
    </div>
  );
}

function Submitted({ info }: { info: KycInfo }) {
  const { t } = useTranslation();
  return (
    <section className="card summary" aria-label={t('kyc.submitted')}>
      <div className="summary-row"><span>{t('kyc.idType')}</span><span>{info.id_type ? t(`kyc.type.${info.id_type}`) : ''}</span></div>
      <div className="summary-row"><span>{t('kyc.idNumber')}</span><span data-testid="kyc-id-number">{info.id_number}</span></div>
      <div className="summary-row"><span>{t('kyc.realName')}</span><span>{info.real_name}</span></div>
      <div className="photo-pair">
        <figure><img src={info.id_photo_url} alt={t('kyc.idPhoto')} /><figcaption className="muted">{t('kyc.idPhoto')}</figcaption></figure>
        <figure><img src={info.selfie_url} alt={t('kyc.selfie')} /><figcaption className="muted">{t('kyc.selfie')}</figcaption></figure>
      </div>
    </section>
  );
}

type Key = 'id_type' | 'id_number' | 'real_name' | 'id_photo' | 'selfie';

function KycForm({ info }: { info: KycInfo }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [idType, setIdType] = useState<KycIdType | ''>(info.id_type ?? '');
  const [idNumber, setIdNumber] = useState('');
  const [realName, setRealName] = useState(info.real_name);
  const [idPhoto, setIdPhoto] = useState<PickedPhoto | null>(null);
  const [selfie, setSelfie] = useState<PickedPhoto | null>(null);
  const send = useMutation({
    mutationFn: submitKyc,
    onSuccess: (next) => {
      client.setQueryData(KYC_KEY, next);
      Toast.show({ icon: 'success', content: t('kyc.sent') });
    },
    onError: toastError,
  });
  const upload = async (file: File) => uploadKycPhoto(file);
  const { errors, onSubmit } = useFormErrors<Key>([
    ['id_type', rules.choose(idType)],
    ['id_number', !idNumber.trim() ? 'validation.required' : /^[A-Za-z0-9 -]{4,32}$/.test(idNumber.trim()) ? null : 'kyc.idNumberRule'],
    ['real_name', rules.required(realName)],
    ['id_photo', idPhoto ? null : 'photo.required'],
    ['selfie', selfie ? null : 'photo.required'],
  ]);
  const submit = onSubmit(() => {
    send.mutate({ id_type: idType as KycIdType, id_number: idNumber.trim(), real_name: realName.trim(), id_photo: idPhoto!.id, selfie: selfie!.id });
  });
  return (
    <form className="form form-page" onSubmit={submit} noValidate data-testid="kyc-form">
      <div className={`field${errors.id_type ? ' field-invalid' : ''}`}>
        <span className="field-label" id="kyc-id-type">{t('kyc.idType')}</span>
        <Selector aria-labelledby="kyc-id-type" columns={2} value={idType ? [idType] : []} data-testid="kyc-id-type"
          options={KYC_ID_TYPES.map((v) => ({ label: t(`kyc.type.${v}`), value: v }))}
          onChange={(v) => setIdType((v[0] as KycIdType | undefined) ?? '')} />
        {errors.id_type ? <div className="field-error" role="alert">{errors.id_type}</div> : null}
      </div>
      <Field label={t('kyc.idNumber')} placeholder={t('kyc.idNumberPlaceholder')} value={idNumber} onChange={setIdNumber}
        error={errors.id_number} testId="kyc-id-number-input" maxLength={32} autoComplete="off" />
      <Field label={t('kyc.realName')} placeholder={t('kyc.realNamePlaceholder')} value={realName} onChange={setRealName}
        error={errors.real_name} testId="kyc-real-name" maxLength={60} autoComplete="name" />
      <div className="photo-pair">
        <PhotoPicker label={t('kyc.idPhoto')} value={idPhoto} onChange={setIdPhoto} upload={upload} capture="environment"
          error={errors.id_photo} testId="kyc-id-photo" />
        <PhotoPicker label={t('kyc.selfie')} value={selfie} onChange={setSelfie} upload={upload} capture="user"
          error={errors.selfie} testId="kyc-selfie" />
      </div>
      <p className="muted">{t('kyc.privacy')}</p>
      <Button className="submit" block color="primary" size="large" type="submit" loading={send.isPending} data-testid="kyc-submit">
        {t('kyc.submit')}
      </Button>
    </form>
  );
}
