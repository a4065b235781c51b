import { useState, type FormEvent } from 'react';
import { Button, Result, Toast } from 'antd-mobile';
import { Money, RECHARGE_MIN } from '@onego/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { toastError } from '../../api/client';
import { createRecharge, fetchRechargeInfo, fetchRecharges, payFromDemoWallet, type Recharge } from '../../api/recharge';
import { qk } from '../../app/queries';
import { CopyButton } from '../../components/CopyButton';
import { Field } from '../../components/Field';
import { formatAmount } from '../../components/format';
import { Page } from '../../components/Page';
import { SummaryRow } from '../../components/PayConfirmSheet';
import { LoadError, PageSkeleton } from '../../components/States';
import { useFormErrors } from '../../components/useFormErrors';
import type { Problem } from '../../components/validate';
import { formatDuration, useCountdown } from '../order/shared';
import { RechargeStatus } from './RechargeStatus';
import './topUp.css';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/** How often an open top-up is re-read while the page waits for its money. */
const POLL_MS = 3000;

/** Top up in USDT: an amount, then the member's address (text, QR, copy), network, token, amount to send and countdown. */
export function TopUp() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const info = useQuery({ queryKey: ['recharge', 'info'], queryFn: fetchRechargeInfo, staleTime: 60_000 });
  const open = useQuery({
    queryKey: ['recharge', 'open', openId],
    queryFn: async () => (await fetchRecharges(1, 20)).list.find((r) => r.id === openId) ?? null,
    enabled: openId !== null,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? POLL_MS : false),
  });
  const typed = amount.trim();
  const amountProblem = (): Problem | null => {
    if (!typed) return 'validation.required';
    if (!AMOUNT.test(typed)) return 'topUp.amountFormat';
    if (new Money(typed).lt(RECHARGE_MIN)) return { key: 'topUp.belowMin', values: { min: formatAmount(RECHARGE_MIN) } };
    return null;
  };
  const { errors, validate } = useFormErrors<'amount'>([['amount', amountProblem()]]);
  const create = useMutation({
    mutationFn: () => createRecharge(typed),
    onSuccess: (r) => {
      client.setQueryData(['recharge', 'open', r.id], r);
      setOpenId(r.id);
    },
    onError: toastError,
  });
  const demoPay = useMutation({
    mutationFn: (id: number) => payFromDemoWallet(id),
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('topUp.demoSent') });
      void client.invalidateQueries({ queryKey: ['recharge'] });
    },
    onError: toastError,
  });
  const r = open.data;
  if (r && r.status !== 'pending') void client.invalidateQueries({ queryKey: qk.wallet });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (validate()) return;
    create.mutate();
  };
  const records = (
    <Button color="primary" fill="outline" onClick={() => navigate('/pages/storedRecord')} data-testid="topup-to-records">
      {t('topUp.records')}
    </Button>
  );

  if (info.isPending) return <Page title={t('topUp.title')} fallback="/pages/eWallet" width="form"><PageSkeleton /></Page>;
  if (info.isError || !info.data) return <Page title={t('topUp.title')} fallback="/pages/eWallet" width="form"><LoadError onRetry={() => void info.refetch()} /></Page>;
  const i = info.data;

  return (
    <Page title={t('topUp.title')} fallback="/pages/eWallet" width="form">
      {r ? (
        <section className="card topup-pay" data-testid="topup-open">
          {r.status === 'pending' ? (
            <>
              <PayDetails r={r} />
              {i.demo ? (
                <div className="notice" role="note">
                  <span>{t('topUp.demoNote')}</span>
                  <Button color="primary" size="small" loading={demoPay.isPending} disabled={new Money(r.to_send).minus(r.confirming).lte(0)}
                    onClick={() => demoPay.mutate(r.id)} data-testid="topup-demo-pay">{t('topUp.demoPay')}</Button>
                </div>
              ) : null}
            </>
          ) : (
            <Result status={r.status === 'success' ? 'success' : 'error'} title={<RechargeStatus r={r} testId="topup-result" />}
              description={r.status === 'success' ? t('topUp.credited', { amount: formatAmount(r.received) }) : t('topUp.expiredHint')} />
          )}
          <div className="button-row">
            {r.status !== 'pending' ? <Button color="primary" onClick={() => { setOpenId(null); setAmount(''); }} data-testid="topup-again">{t('topUp.again')}</Button> : null}
            {records}
          </div>
        </section>
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-label={t('topUp.title')}>
          <Field label={t('topUp.amount')} placeholder={t('topUp.amountPlaceholder')} value={amount} onChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))}
            error={errors.amount} inputMode="decimal" testId="topup-amount" autoComplete="off" />
          <SummaryRow label={t('topUp.network')}>{i.network}</SummaryRow>
          <SummaryRow label={t('topUp.token')}>{i.token}</SummaryRow>
          <Button className="submit" block color="primary" size="large" type="submit" loading={create.isPending} data-testid="topup-submit">
            {t('topUp.next')}
          </Button>
          <div className="button-row">{records}</div>
        </form>
      )}
      <section className="card instructions" data-testid="topup-instructions">
        <h2 className="section-title">{t('topUp.rulesTitle')}</h2>
        <ul>
          <li>{t('topUp.ruleNetwork', { network: i.network, token: i.token })}</li>
          <li>{t('topUp.ruleWindow', { minutes: i.window_minutes })}</li>
          <li>{t('topUp.ruleNeverLost')}</li>
        </ul>
      </section>
    </Page>
  );
}

/** Where and what to send, with the countdown, while a top-up waits for its money. */
function PayDetails({ r }: { r: Recharge }) {
  const { t } = useTranslation();
  const seconds = useCountdown(r.expires_at);
  return (
    <div className="topup-details">
      <div className="topup-qr"><QRCodeSVG value={r.address} size={180} marginSize={2} title={t('topUp.qrTitle')} data-testid="topup-qr" /></div>
      <div className="topup-address">
        <div className="muted">{t('topUp.address')}</div>
        <div className="mono break" data-testid="topup-address">{r.address}</div>
        <CopyButton text={r.address} testId="topup-copy" label={t('topUp.address')} />
      </div>
      <SummaryRow label={t('topUp.network')}>{r.network}</SummaryRow>
      <SummaryRow label={t('topUp.token')}>{r.token}</SummaryRow>
      <SummaryRow label={t('topUp.toSend')} strong testId="topup-to-send">{`${formatAmount(r.to_send)} ${r.token}`}</SummaryRow>
      {new Money(r.received).gt(0) ? <SummaryRow label={t('topUp.received')}>{formatAmount(r.received)}</SummaryRow> : null}
      {new Money(r.confirming).gt(0) ? <SummaryRow label={t('topUp.confirming')} testId="topup-confirming">{formatAmount(r.confirming)}</SummaryRow> : null}
      <SummaryRow label={t('topUp.status.label')}><RechargeStatus r={r} testId="topup-status" /></SummaryRow>
      <div className={`pay-countdown${seconds ? '' : ' danger-text'}`} data-testid="topup-countdown" aria-live="off">
        {seconds ? t('topUp.payWithin', { time: formatDuration(seconds) }) : t('topUp.windowOver')}
      </div>
    </div>
  );
}
