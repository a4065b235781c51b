import { useEffect, useState } from 'react';
import { Button, Selector, Steps, Tag, TextArea, Toast } from 'antd-mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { APPLICATION_PAY_METHODS } from '@onego/contract';
import { createApplication, fetchApplication, uploadApplicationPhoto, type ApplicationInfo, type ApplicationInput } from '../../api/application';
import { toastError } from '../../api/client';
import { Field } from '../../components/Field';
import { Page } from '../../components/Page';
import { PhotoPicker } from '../../components/PhotoPicker';
import { LoadError, PageSkeleton } from '../../components/States';
import { useFormErrors, type Checks } from '../../components/useFormErrors';
import { rules } from '../../components/validate';
import { clearDraft, loadDraft, PHOTO_FIELDS, saveDraft, type Draft, type PhotoField, type TextField } from './draft';

const KEY = ['application'] as const;
const COLOR = { none: 'default', pending: 'warning', approved: 'success', rejected: 'danger' } as const;
type Key = TextField | PhotoField;

/** The account application (/pages/applicationForm): its state, and the three-step wizard when none is under review. */
export function ApplicationForm() {
  const { t } = useTranslation();
  const info = useQuery({ queryKey: KEY, queryFn: fetchApplication, staleTime: 0 });
  const [applying, setApplying] = useState(false);
  const status = info.data?.status;
  const wizard = status === 'none' || applying;
  return (
    <Page title={t('application.title')} fallback="/pages/mine" width="form">
      {!info.data ? (info.isError ? <LoadError onRetry={() => void info.refetch()} /> : <PageSkeleton />) : wizard ? (
        <Wizard onDone={() => setApplying(false)} />
      ) : (
        <State info={info.data} onApply={() => setApplying(true)} />
      )}
    </Page>
  );
}

function State({ info, onApply }: { info: ApplicationInfo; onApply: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <section className="card kyc-status" data-testid="application-status" data-status={info.status}>
        <Tag color={COLOR[info.status]} fill="outline">{t(`application.status.${info.status}`)}</Tag>
        <p className="muted">{t(`application.statusHint.${info.status}`)}</p>
        {info.status === 'rejected' && info.reason ? <p className="kyc-reason" data-testid="application-reason">{t('kyc.reason', { reason: info.reason })}</p> : null}
      </section>
      <section className="card summary">
        <div className="summary-row"><span>{t('application.productName')}</span><span>{info.product_name}</span></div>
        <div className="summary-row"><span>{t('application.payMethod')}</span><span>{info.pay_method ? t(`application.pay.${info.pay_method}`) : ''}</span></div>
        <div className="summary-row"><span>{t('application.bankName')}</span><span>{info.bank_name}</span></div>
        <div className="summary-row"><span>{t('application.bankAccount')}</span><span>{info.bank_account}</span></div>
      </section>
      {info.status !== 'pending' ? (
        <Button block color="primary" size="large" onClick={onApply} data-testid="application-again">{t('application.again')}</Button>
      ) : null}
    </div>
  );
}

function stepChecks(step: number, d: Draft): Checks<Key> {
  const v = d.values;
  if (step === 0) {
    return [
      ['product_name', rules.required(v.product_name)], ['pay_method', rules.choose(v.pay_method)],
      ['id_card', !v.id_card.trim() ? 'validation.required' : /^[A-Za-z0-9 -]{4,32}$/.test(v.id_card.trim()) ? null : 'kyc.idNumberRule'],
      ['shipping_address', rules.required(v.shipping_address)],
    ];
  }
  if (step === 1) {
    return [
      ['bank_name', rules.required(v.bank_name)], ['bank_branch', rules.required(v.bank_branch)],
      ['bank_account', !v.bank_account.trim() ? 'validation.required' : /^[0-9 -]{4,40}$/.test(v.bank_account.trim()) ? null : 'application.bankAccountRule'],
      ['account_name', rules.required(v.account_name)],
    ];
  }
  return PHOTO_FIELDS.map((f) => [f, d.photos[f] ? null : 'photo.required'] as [Key, string | null]);
}

function Wizard({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(loadDraft);
  useEffect(() => saveDraft(draft), [draft]);
  const { step, values, photos } = draft;
  const set = (field: TextField) => (value: string) => setDraft((d) => ({ ...d, values: { ...d.values, [field]: value } }));
  const setPhoto = (field: PhotoField) => (p: Draft['photos'][PhotoField] | null) =>
    setDraft((d) => ({ ...d, photos: { ...d.photos, [field]: p ?? undefined } }));
  const { errors, onSubmit, reset } = useFormErrors<Key>(stepChecks(step, draft));
  const go = (next: number) => {
    reset();
    setDraft((d) => ({ ...d, step: next }));
    window.scrollTo?.(0, 0);
  };
  const send = useMutation({
    mutationFn: createApplication,
    onSuccess: (next) => {
      clearDraft();
      client.setQueryData(KEY, next);
      Toast.show({ icon: 'success', content: t('application.sent') });
      onDone();
    },
    onError: toastError,
  });
  const submit = onSubmit(() => {
    if (step < 2) return go(step + 1);
    const trim = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
    const refs = Object.fromEntries(PHOTO_FIELDS.map((f) => [f, photos[f]!.id]));
    send.mutate({ ...trim, ...refs } as ApplicationInput);
  });
  const upload = (file: File) => uploadApplicationPhoto(file);
  const field = (name: TextField, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field label={label} value={values[name]} onChange={set(name)} error={errors[name]} testId={`application-${name}`} {...extra} />
  );
  return (
    <form className="form form-page" onSubmit={submit} noValidate data-testid="application-form" data-step={step}>
      <Steps current={step} className="application-steps">
        <Steps.Step title={t('application.step.basic')} />
        <Steps.Step title={t('application.step.bank')} />
        <Steps.Step title={t('application.step.attachments')} />
      </Steps>
      {step === 0 ? (
        <>
          {field('product_name', t('application.productName'), { placeholder: t('application.productNamePlaceholder'), maxLength: 100 })}
          <div className={`field${errors.pay_method ? ' field-invalid' : ''}`}>
            <span className="field-label" id="application-pay">{t('application.payMethod')}</span>
            <Selector aria-labelledby="application-pay" columns={3} value={values.pay_method ? [values.pay_method] : []}
              options={APPLICATION_PAY_METHODS.map((m) => ({ label: t(`application.pay.${m}`), value: m }))}
              onChange={(v) => set('pay_method')(v[0] ?? '')} />
            {errors.pay_method ? <div className="field-error" role="alert">{errors.pay_method}</div> : null}
          </div>
          {field('id_card', t('application.idCard'), { placeholder: t('kyc.idNumberPlaceholder'), maxLength: 32, autoComplete: 'off' })}
          <div className={`field${errors.shipping_address ? ' field-invalid' : ''}`}>
            <label className="field-label" htmlFor="application-address">{t('application.address')}</label>
            <TextArea id="application-address" value={values.shipping_address} onChange={set('shipping_address')} rows={3} maxLength={300}
              placeholder={t('application.addressPlaceholder')} data-testid="application-address" />
            {errors.shipping_address ? <div className="field-error" role="alert">{errors.shipping_address}</div> : null}
          </div>
        </>
      ) : step === 1 ? (
        <>
          {field('bank_name', t('application.bankName'), { maxLength: 100 })}
          {field('bank_branch', t('application.bankBranch'), { maxLength: 100 })}
          {field('bank_account', t('application.bankAccount'), { inputMode: 'numeric', maxLength: 40, autoComplete: 'off' })}
          {field('account_name', t('application.accountName'), { maxLength: 100 })}
        </>
      ) : (
        <div className="photo-pair">
          {PHOTO_FIELDS.map((f) => (
            <PhotoPicker key={f} label={t(`application.photo.${f}`)} value={photos[f] ?? null} onChange={setPhoto(f)} upload={upload}
              capture={f === 'personal_photo' ? 'user' : 'environment'} error={errors[f]} testId={`application-${f}`} />
          ))}
        </div>
      )}
      <div className="wizard-actions">
        {step > 0 ? <Button size="large" onClick={() => go(step - 1)} data-testid="application-previous">{t('application.previous')}</Button> : null}
        <Button color="primary" size="large" type="submit" loading={send.isPending} data-testid={step < 2 ? 'application-next' : 'application-submit'}>
          {step < 2 ? t('application.next') : t('application.submit')}
        </Button>
      </div>
    </form>
  );
}
