import { useEffect, useState, type FormEvent } from 'react';
import { Button, Result, Toast } from 'antd-mobile';
import { Money, parseMoney } from '@onego/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { ApiError, retryNetworkOnly, toastError } from '../../api/client';
import { fetchQuote, fetchRecipient, transfer, type Quote, type TransferResult } from '../../api/wallet';
import { qk, useSiteConfig, useUserInfo } from '../../app/queries';
import { Field } from '../../components/Field';
import { formatAmount, formatDateTime } from '../../components/format';
import { percent } from '../../components/money';
import { newIdempotencyKey } from '../../components/idempotency';
import { Page } from '../../components/Page';
import { PayConfirmSheet, SummaryRow } from '../../components/PayConfirmSheet';
import { useFormErrors } from '../../components/useFormErrors';
import { usePayPasswordGate } from '../../components/usePayPasswordGate';
import { rules, type Problem } from '../../components/validate';

/** The amount format the server accepts: up to 12 digits and 2 decimals. */
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const QUOTE_DELAY_MS = 400;

const validAmount = (v: string) => AMOUNT.test(v.trim()) && new Money(v.trim()).gt(0);

function useDebounced<T>(value: T, ms: number): T {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setOut(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return out;
}

/** One confirmation screen: what is being confirmed and the key that makes its retries safe. */
interface Confirmation {
  to: string;
  /** The recipient's nickname as the server gave it when the member ID was checked. */
  nickname: string;
  amount: string;
  quote: Quote;
  key: string;
}

type Key = 'to' | 'amount';

export function Transfer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const me = useUserInfo().data;
  const config = useSiteConfig().data;
  const gate = usePayPasswordGate();
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const [result, setResult] = useState<TransferResult | null>(null);
  const [preparing, setPreparing] = useState(false);
  // A try whose answer never came (network error): it may have gone through, so the same transfer keeps its key.
  const [unsure, setUnsure] = useState<Confirmation | null>(null);
  // The member ID last entered (the field left, or the form sent): checked with the server before the payment password.
  const [entered, setEntered] = useState('');

  const typed = amount.trim();
  const debounced = useDebounced(validAmount(typed) ? typed : '0', QUOTE_DELAY_MS);
  // With no amount yet the quote of 0 still tells the limits, what was used today and what is available.
  const quote = useQuery({
    queryKey: qk.quote(debounced),
    queryFn: () => fetchQuote(debounced),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const q = quote.data;
  const quoteFits = Boolean(q && validAmount(typed) && parseMoney(q.amount)?.eq(typed));
  const min = q?.min ?? config?.transfer_min;

  const amountProblem = (): Problem | null => {
    if (!typed) return 'validation.required';
    if (!validAmount(typed)) return 'transfer.amountFormat';
    const value = new Money(typed);
    if (min && value.lt(min)) return { key: 'transfer.belowMin', values: { min: formatAmount(min) } };
    if (q && value.gt(q.available)) return { key: 'transfer.overAvailable', values: { available: formatAmount(q.available) } };
    if (q) {
      const left = Money.max(new Money(q.daily_limit).minus(q.used_today), 0);
      if (value.gt(left)) return { key: 'transfer.overDaily', values: { left: formatAmount(left.toFixed(2)) } };
    }
    return null;
  };
  const toProblem = (): Problem | null => {
    const r = rules.required(to);
    if (r) return r;
    if (me && to.trim().toUpperCase() === me.member_id.toUpperCase()) return 'transfer.notSelf';
    return null;
  };
  const { errors, validate, validateField, reset } = useFormErrors<Key>([['to', toProblem()], ['amount', amountProblem()]]);

  const toTyped = to.trim();
  const recipientQuery = (memberId: string) => ({
    queryKey: qk.recipient(memberId), queryFn: () => fetchRecipient(memberId), retry: retryNetworkOnly, staleTime: 60_000,
  });
  const recipient = useQuery({ ...recipientQuery(entered), enabled: Boolean(entered) && entered === toTyped && !toProblem() });
  const recipientShown = entered === toTyped && !toProblem();
  // The server's reason this member ID cannot receive (unknown, yourself, disabled), translated by the server.
  const recipientRefused = recipientShown && recipient.error instanceof ApiError ? recipient.error.message : undefined;
  const checkRecipient = () => {
    if (!validateField('to')) setEntered(toTyped);
  };

  const mutation = useMutation({
    mutationFn: ({ c, payPassword }: { c: Confirmation; payPassword: string }) =>
      transfer({ to_member_id: c.to, amount: c.amount, pay_password: payPassword }, c.key),
    onSuccess: (data) => {
      setConfirm(null);
      setUnsure(null);
      setResult(data);
      Toast.show({ icon: 'success', content: t('transfer.done') });
      void client.invalidateQueries({ queryKey: qk.wallet });
    },
    onError: (e, { c }) => {
      setUnsure(e instanceof ApiError ? null : c);
      setServerError(e instanceof Error && e.message ? e.message : t('common.failed'));
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (validate()) return;
    if (!gate.ensure()) return;
    setPreparing(true);
    setEntered(toTyped);
    try {
      let found;
      try {
        found = await client.fetchQuery(recipientQuery(toTyped));
      } catch (err) {
        // A refusal shows under the field (from the query's state); only a network failure is toasted.
        if (!(err instanceof ApiError)) toastError(err);
        return;
      }
      // The sheet shows the quote of exactly this amount, even if the typing outran the debounced one.
      const exact = quoteFits && q ? q : await client.fetchQuery({ queryKey: qk.quote(typed), queryFn: () => fetchQuote(typed) });
      setServerError(undefined);
      const same = unsure && unsure.to === to.trim() && unsure.amount === typed;
      setConfirm({ to: toTyped, nickname: found.nickname, amount: typed, quote: exact, key: same ? unsure.key : newIdempotencyKey() });
    } catch (err) {
      toastError(err);
    } finally {
      setPreparing(false);
    }
  };

  const again = () => {
    setResult(null);
    setTo('');
    setAmount('');
    reset();
  };

  if (result) {
    return (
      <Page title={t('transfer.title')} fallback="/pages/eWallet" width="form">
        <section className="card" data-testid="transfer-result">
          <Result status="success" title={t('transfer.done')} />
          <div className="summary">
            <SummaryRow label={t('transfer.to')} testId="transfer-result-to">
              {result.to_nickname ? `${result.to_member_id} · ${result.to_nickname}` : result.to_member_id}
            </SummaryRow>
            <SummaryRow label={t('transfer.amount')}>{formatAmount(result.amount)}</SummaryRow>
            <SummaryRow label={t('transfer.fee')}>{formatAmount(result.fee)}</SummaryRow>
            <SummaryRow label={t('transfer.arrival')} strong>{formatAmount(result.arrival)}</SummaryRow>
            <SummaryRow label={t('transfer.balanceNow')} testId="transfer-result-balance">{formatAmount(result.balance)}</SummaryRow>
            <SummaryRow label={t('transfer.time')}>{formatDateTime(result.time)}</SummaryRow>
          </div>
          <div className="button-row">
            <Button color="primary" fill="outline" onClick={again} data-testid="transfer-again">{t('transfer.again')}</Button>
            <Button color="primary" onClick={() => navigate('/pages/eWallet')} data-testid="transfer-to-wallet">
              {t('wallet.title')}
            </Button>
          </div>
        </section>
      </Page>
    );
  }

  const dash = '—';
  return (
    <Page title={t('transfer.title')} fallback="/pages/eWallet" width="form">
      {!gate.hasPayPassword && me ? (
        <div className="notice" role="note" data-testid="transfer-need-pay-password">
          <span>{t('payPassword.needHint')}</span>
          <button type="button" className="link" onClick={() => navigate('/pages/setUp/setUp')}>{t('payPassword.goSet')}</button>
        </div>
      ) : null}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('transfer.title')}>
        <Field label={t('transfer.to')} placeholder={t('transfer.toPlaceholder')} value={to} onChange={setTo}
          error={errors.to ?? recipientRefused} testId="transfer-to" autoComplete="off" autoCapitalize="characters" spellCheck={false}
          onBlur={checkRecipient} />
        <div className="recipient-check" data-testid="transfer-recipient" aria-live="polite">
          {recipientShown && recipient.isFetching && !recipient.data ? <span className="muted">{t('transfer.recipientChecking')}</span> : null}
          {recipientShown && recipient.data ? (
            <SummaryRow label={t('transfer.recipientName')} testId="transfer-recipient-nickname">{recipient.data.nickname}</SummaryRow>
          ) : null}
        </div>
        <Field label={t('transfer.amount')} placeholder={t('transfer.amountPlaceholder')} value={amount}
          onChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))} error={errors.amount} inputMode="decimal"
          testId="transfer-amount" autoComplete="off"
          extra={q && new Money(q.available).gt(0) ? (
            <button type="button" className="link" onClick={() => setAmount(q.available)} data-testid="transfer-all">
              {t('transfer.all')}
            </button>
          ) : null} />
        <div className="quote" data-testid="transfer-quote" aria-live="polite">
          <SummaryRow label={t('transfer.fee')} testId="transfer-fee">{quoteFits && q ? formatAmount(q.fee) : dash}</SummaryRow>
          <SummaryRow label={t('transfer.arrival')} testId="transfer-arrival" strong>
            {quoteFits && q ? formatAmount(q.arrival) : dash}
          </SummaryRow>
          <SummaryRow label={t('transfer.min')} testId="transfer-min">{min ? formatAmount(min) : dash}</SummaryRow>
          <SummaryRow label={t('transfer.dailyLimit')} testId="transfer-daily">
            {q ? t('transfer.usedOf', { used: formatAmount(q.used_today), limit: formatAmount(q.daily_limit) }) : dash}
          </SummaryRow>
          <SummaryRow label={t('transfer.available')} testId="transfer-available">{q ? formatAmount(q.available) : dash}</SummaryRow>
          {quote.isError && !q ? <div className="field-error" role="alert">{t('transfer.quoteFailed')}</div> : null}
        </div>
        <Button className="submit" block color="primary" size="large" type="submit" loading={preparing}
          data-testid="transfer-submit">
          {t('transfer.next')}
        </Button>
      </form>
      {config ? (
        <section className="card instructions" aria-labelledby="transfer-rules" data-testid="transfer-instructions">
          <h2 className="section-title" id="transfer-rules">{t('transfer.rulesTitle')}</h2>
          <ul>
            <li>{t('transfer.ruleFee', { rate: percent(config.transfer_fee_rate), min: formatAmount(config.transfer_fee_min) })}</li>
            <li>{t('transfer.ruleMin', { min: formatAmount(config.transfer_min) })}</li>
            <li>{t('transfer.ruleDaily', { limit: formatAmount(config.transfer_daily_limit) })}</li>
            <li>{t('transfer.ruleFinal')}</li>
          </ul>
        </section>
      ) : null}

      <PayConfirmSheet visible={confirm !== null} onClose={() => setConfirm(null)} title={t('transfer.confirmTitle')}
        testId="transfer-confirm" loading={mutation.isPending} error={serverError}
        onConfirm={(payPassword) => { if (confirm) { setServerError(undefined); mutation.mutate({ c: confirm, payPassword }); } }}>
        {confirm ? (
          <>
            <SummaryRow label={t('transfer.to')} testId="transfer-confirm-to">{confirm.to}</SummaryRow>
            <SummaryRow label={t('transfer.recipientName')} testId="transfer-confirm-nickname">{confirm.nickname}</SummaryRow>
            <SummaryRow label={t('transfer.amount')} testId="transfer-confirm-amount">{formatAmount(confirm.quote.amount)}</SummaryRow>
            <SummaryRow label={t('transfer.fee')} testId="transfer-confirm-fee">{formatAmount(confirm.quote.fee)}</SummaryRow>
            <SummaryRow label={t('transfer.arrival')} testId="transfer-confirm-arrival" strong>
              {formatAmount(confirm.quote.arrival)}
            </SummaryRow>
          </>
        ) : null}
      </PayConfirmSheet>
    </Page>
  );
}
