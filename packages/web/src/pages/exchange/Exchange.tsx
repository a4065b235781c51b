import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { Money } from '@onego/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { fetchWithdrawalAmount, requestWithdrawal } from '../../api/withdraw';
import { qk } from '../../app/queries';
import { Field } from '../../components/Field';
import { formatAmount } from '../../components/format';
import { newIdempotencyKey } from '../../components/idempotency';
import { Page } from '../../components/Page';
import { PayConfirmSheet, SummaryRow } from '../../components/PayConfirmSheet';
import { useFormErrors } from '../../components/useFormErrors';
import { usePayPasswordGate } from '../../components/usePayPasswordGate';
import { rules, type Problem } from '../../components/validate';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const ADDRESS = /^0[xX][0-9a-fA-F]{40}$/;

/** The withdrawal ("exchange") page: amount, fee, arrival, daily limit, BEP20 address, then the payment password. */
export function Exchange() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const gate = usePayPasswordGate();
  const [amount, setAmount] = useState('');
  const [address, setAddress] = useState('');
  const [confirm, setConfirm] = useState<{ amount: string; address: string; key: string } | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const info = useQuery({ queryKey: [...qk.wallet, 'withdrawalAmount'], queryFn: fetchWithdrawalAmount }).data;

  const typed = amount.trim();
  const valid = AMOUNT.test(typed) && new Money(typed).gt(0);
  const arrival = info && valid ? Money.max(new Money(typed).minus(info.fee), 0).toFixed(2) : undefined;
  const amountProblem = (): Problem | null => {
    if (!typed) return 'validation.required';
    if (!valid) return 'transfer.amountFormat';
    if (info && new Money(typed).lt(info.min)) return { key: 'exchange.belowMin', values: { min: formatAmount(info.min) } };
    if (info && new Money(typed).gt(info.available)) return { key: 'transfer.overAvailable', values: { available: formatAmount(info.available) } };
    return null;
  };
  const addressProblem = (): Problem | null => rules.required(address) ?? (ADDRESS.test(address.trim()) ? null : 'exchange.addressFormat');
  const { errors, validate } = useFormErrors<'amount' | 'address'>([['amount', amountProblem()], ['address', addressProblem()]]);

  const mutation = useMutation({
    mutationFn: ({ payPassword }: { payPassword: string }) =>
      requestWithdrawal({ amount: confirm!.amount, address: confirm!.address, pay_password: payPassword }, confirm!.key),
    onSuccess: (w) => {
      setConfirm(null);
      void client.invalidateQueries({ queryKey: qk.wallet });
      navigate(`/pages/withdrawalDetails?id=${w.id}`);
    },
    onError: (e) => setServerError(e instanceof ApiError || e instanceof Error ? e.message : t('common.failed')),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (validate() || !gate.ensure()) return;
    setServerError(undefined);
    setConfirm({ amount: typed, address: address.trim(), key: newIdempotencyKey() });
  };

  const dash = '—';
  return (
    <Page title={t('exchange.title')} fallback="/pages/eWallet" width="form"
      right={<button type="button" className="link" onClick={() => navigate('/pages/exchangeRecords')} data-testid="exchange-records-link">{t('exchange.records')}</button>}>
      <form className="form" onSubmit={submit} noValidate aria-label={t('exchange.title')}>
        <Field label={t('exchange.amount')} placeholder={t('transfer.amountPlaceholder')} value={amount}
          onChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))} error={errors.amount} inputMode="decimal" testId="exchange-amount" autoComplete="off" />
        <div className="quote" data-testid="exchange-quote" aria-live="polite">
          <SummaryRow label={t('exchange.available')} testId="exchange-available">{info ? formatAmount(info.available) : dash}</SummaryRow>
          <SummaryRow label={t('exchange.fee')} testId="exchange-fee">{info ? formatAmount(info.fee) : dash}</SummaryRow>
          <SummaryRow label={t('exchange.arrival')} testId="exchange-arrival" strong>{arrival ? formatAmount(arrival) : dash}</SummaryRow>
          <SummaryRow label={t('exchange.dailyLimit')} testId="exchange-daily">
            {info ? t('exchange.withdrawnOf', { used: formatAmount(info.withdrawn_today), limit: formatAmount(info.daily_limit) }) : dash}
          </SummaryRow>
          <SummaryRow label={t('exchange.network')}>{info ? `${info.token} · ${info.network}` : dash}</SummaryRow>
        </div>
        <Field label={t('exchange.address')} placeholder={t('exchange.addressPlaceholder')} value={address} onChange={setAddress}
          error={errors.address} testId="exchange-address" autoComplete="off" spellCheck={false} />
        <Button className="submit" block color="primary" size="large" type="submit" data-testid="exchange-submit">{t('transfer.next')}</Button>
      </form>
      <section className="card instructions" data-testid="exchange-instructions">
        <h2 className="section-title">{t('transfer.rulesTitle')}</h2>
        <ul>
          <li>{t('exchange.ruleReview')}</li>
          <li>{t('exchange.ruleNetwork')}</li>
          {info ? <li>{t('exchange.ruleFee', { fee: formatAmount(info.fee), min: formatAmount(info.min) })}</li> : null}
        </ul>
      </section>
      <PayConfirmSheet visible={confirm !== null} onClose={() => setConfirm(null)} title={t('exchange.confirmTitle')}
        testId="exchange-confirm" loading={mutation.isPending} error={serverError}
        onConfirm={(payPassword) => mutation.mutate({ payPassword })}>
        {confirm && info ? (
          <>
            <SummaryRow label={t('exchange.amount')}>{formatAmount(confirm.amount)}</SummaryRow>
            <SummaryRow label={t('exchange.fee')}>{formatAmount(info.fee)}</SummaryRow>
            <SummaryRow label={t('exchange.arrival')} strong>{formatAmount(Money.max(new Money(confirm.amount).minus(info.fee), 0).toFixed(2))}</SummaryRow>
            <SummaryRow label={t('exchange.address')}><span className="break-all">{confirm.address}</span></SummaryRow>
          </>
        ) : null}
      </PayConfirmSheet>
    </Page>
  );
}
