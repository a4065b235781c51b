import { lazy, Suspense, useState } from 'react';
import { Button, Popup, Skeleton, Switch } from 'antd-mobile';
import { Money, PAY_METHODS, RECHARGE_NETWORK, type PayMethod } from '@onego/contract';
import type { TFunction } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { payOrder, type Order } from '../../api/order';
import { qk, useAmounts } from '../../app/queries';
import { formatAmount } from '../../components/format';
import { newIdempotencyKey } from '../../components/idempotency';
import { PayConfirmSheet, SummaryRow } from '../../components/PayConfirmSheet';
import { usePayPasswordGate } from '../../components/usePayPasswordGate';
import { Countdown, orderKeys, useCountdown } from './shared';

// The USDT step (with its QR code) is loaded only when a member pays that way.
const UsdtPayment = lazy(() => import('./UsdtPayment').then((m) => ({ default: m.UsdtPayment })));

interface Attempt { method: PayMethod; useBalance: boolean; key: string }

/** Whether a method is paid by a USDT transfer (the order then waits for the money). */
export const isUsdtMethod = (m: PayMethod | null): boolean => m === 'usdt' || m === 'coupons_usdt';

/** A payment method's name in the member's language. */
export function payMethodName(t: TFunction, m: PayMethod): string {
  if (m === 'usdt') return t('pay.usdt.method');
  if (m === 'coupons_usdt') return t('pay.usdt.methodCoupons');
  return t(`pay.method.${m}`);
}

const zero = new Money(0);
const money = (v: string | undefined) => (v === undefined ? undefined : new Money(v));

/** What a method takes from which asset for this total, and whether the member's amounts cover it. */
export function coverage(total: string, method: PayMethod, useBalance: boolean,
  have: { balance?: string; shop_coins?: string; integral?: string }) {
  const t = new Money(total);
  const bal = money(have.balance);
  const coins = money(have.shop_coins);
  const pts = money(have.integral);
  if (method === 'balance') return { balance: t, shop_coins: zero, integral: zero, usdt: zero, enough: bal ? bal.gte(t) : undefined };
  if (method === 'integral') return { balance: zero, shop_coins: zero, integral: t, usdt: zero, enough: pts ? pts.gte(t) : undefined };
  if (method === 'shop_coins') return { balance: zero, shop_coins: t, integral: zero, usdt: zero, enough: coins ? coins.gte(t) : undefined };
  const c = Money.min(Money.max(coins ?? zero, 0), t);
  // USDT is sent from any wallet: nothing the member holds limits it.
  if (method === 'usdt') return { balance: zero, shop_coins: zero, integral: zero, usdt: t, enough: true };
  if (method === 'coupons_usdt') return { balance: zero, shop_coins: c, integral: zero, usdt: t.minus(c), enough: coins === undefined ? undefined : true };
  const rest = useBalance ? t.minus(c) : zero;
  const enough = coins === undefined || (useBalance && bal === undefined) ? undefined
    : useBalance ? (bal ?? zero).gte(rest) : c.gte(t);
  return { balance: rest, shop_coins: c, integral: zero, usdt: zero, enough };
}

/**
 * The payment of an unpaid order: method, what it covers, countdown, then the payment password. An order waiting for
 * USDT shows what to send and where instead, and can be finished with the balance.
 */
export function PayStep({ order: given, onPaid }: { order: Order; onPaid: (order: Order) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const gate = usePayPasswordGate();
  const balance = useAmounts('balance');
  const coins = useAmounts('shop_coins');
  const points = useAmounts('integral');
  const have = { balance: balance.data?.balance_available, shop_coins: coins.data?.amount, integral: points.data?.amount };
  const [method, setMethod] = useState<PayMethod>('balance');
  const [useBalance, setUseBalance] = useState(true);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [unsure, setUnsure] = useState<Attempt | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  // The order as the last payment call answered it (a USDT payment leaves it unpaid, waiting for the money).
  const [answered, setAnswered] = useState<Order | null>(null);
  const order = answered && answered.id === given.id ? answered : given;
  const waiting = order.status === 'unpaid' && isUsdtMethod(order.pay_method);
  const left = useCountdown(order.pay_deadline);

  const pay = useMutation({
    mutationFn: ({ a, payPassword }: { a: Attempt; payPassword: string }) =>
      payOrder({ order_id: order.id, pay_method: a.method, use_balance: a.useBalance, pay_password: payPassword }, a.key),
    onSuccess: (paid) => {
      setAttempt(null);
      setUnsure(null);
      client.setQueryData(orderKeys.detail(paid.id), paid);
      void client.invalidateQueries({ queryKey: orderKeys.all });
      void client.invalidateQueries({ queryKey: qk.wallet });
      if (paid.status === 'paid') onPaid(paid);
      else setAnswered(paid);
    },
    onError: (e, { a }) => {
      setUnsure(e instanceof ApiError ? null : a);
      setServerError(e instanceof Error && e.message ? e.message : t('common.failed'));
    },
  });

  const names = Object.fromEntries(PAY_METHODS.map((m) => [m, payMethodName(t, m)])) as Record<PayMethod, string>;
  const chosen = coverage(order.total, method, useBalance, have);

  const start = (m: PayMethod = method) => {
    if (!gate.ensure()) return;
    setServerError(undefined);
    const same = unsure && unsure.method === m && unsure.useBalance === useBalance;
    setAttempt({ method: m, useBalance, key: same ? unsure.key : newIdempotencyKey() });
  };
  // What an attempt takes: finishing a USDT payment with the balance posts the reserved coupons and pays the due.
  const attemptCoverage = (a: Attempt) => (waiting
    ? { balance: new Money(order.usdt_due), shop_coins: new Money(order.total).minus(order.usdt_due), integral: zero, usdt: zero, enough: undefined }
    : coverage(order.total, a.method, a.useBalance, have));

  const parts = (c: ReturnType<typeof coverage>) => [
    c.balance.gt(0) ? t('pay.part.balance', { amount: formatAmount(c.balance.toFixed(2)) }) : '',
    c.shop_coins.gt(0) ? t('pay.part.shop_coins', { amount: formatAmount(c.shop_coins.toFixed(2)) }) : '',
    c.integral.gt(0) ? t('pay.part.integral', { amount: formatAmount(c.integral.toFixed(2)) }) : '',
    c.usdt.gt(0) ? t('pay.usdt.part', { amount: formatAmount(c.usdt.toFixed(2)) }) : '',
  ].filter(Boolean).join(' + ');

  return (
    <section className="card pay-step" aria-labelledby={`pay-title-${order.id}`} data-testid="pay-step">
      <h2 className="section-title" id={`pay-title-${order.id}`}>{t('pay.title')}</h2>
      <SummaryRow label={t('order.total')} strong>{formatAmount(order.total)}</SummaryRow>
      {waiting ? null : <Countdown deadline={order.pay_deadline} />}
      {!gate.hasPayPassword ? (
        <div className="notice" role="note" data-testid="pay-need-pay-password">
          <span>{t('payPassword.needHint')}</span>
          <button type="button" className="link" onClick={() => navigate('/pages/setUp/setUp')}>{t('payPassword.goSet')}</button>
        </div>
      ) : null}
      {waiting ? (
        <>
          <SummaryRow label={t('pay.methodLabel')} testId="pay-waiting-method">{names[order.pay_method!]}</SummaryRow>
          <Suspense fallback={<Skeleton.Paragraph lineCount={6} animated />}>
            <UsdtPayment order={order} onPaid={onPaid} onFinish={() => start('balance')} />
          </Suspense>
        </>
      ) : (<>
      <div className="pay-methods" role="radiogroup" aria-label={t('pay.methodLabel')}>
        {PAY_METHODS.map((m) => {
          const c = coverage(order.total, m, m === 'coupons_balance' ? useBalance : true, have);
          const amountOf = m === 'balance' ? have.balance : m === 'integral' ? have.integral : m === 'shop_coins' || m === 'coupons_usdt' ? have.shop_coins : undefined;
          return (
            <button key={m} type="button" role="radio" aria-checked={method === m}
              className={`pay-method${method === m ? ' pay-method-active' : ''}`}
              data-testid={`pay-method-${m}`} onClick={() => setMethod(m)}>
              <span className="pay-method-name">{names[m]}</span>
              <span className="muted pay-method-have">
                {m === 'coupons_balance'
                  ? t('pay.haveBoth', { coupons: formatAmount(have.shop_coins ?? '0'), balance: formatAmount(have.balance ?? '0') })
                  : m === 'usdt' ? `${t('pay.usdt.network')} ${RECHARGE_NETWORK}` : t('pay.have', { amount: formatAmount(amountOf ?? '0') })}
              </span>
              <span className="pay-method-covers">
                {parts(c)}
                {c.enough === false ? <span className="danger-text">{` · ${t('pay.notEnough')}`}</span> : null}
              </span>
            </button>
          );
        })}
      </div>
      {method === 'coupons_balance' ? (
        <div className="pay-use-balance">
          <span>{t('pay.useBalance')}</span>
          <Switch checked={useBalance} onChange={setUseBalance} data-testid="pay-use-balance" aria-label={t('pay.useBalance')} />
        </div>
      ) : null}
      <Button className="submit" block color="primary" size="large" disabled={!left || chosen.enough === false}
        onClick={() => start()} data-testid="pay-submit">
        {isUsdtMethod(method) ? t('pay.usdt.choose') : t('pay.submit', { amount: formatAmount(order.total) })}
      </Button>
      </>)}

      <PayConfirmSheet visible={attempt !== null} onClose={() => setAttempt(null)} title={t('pay.confirmTitle')}
        testId="pay-confirm" loading={pay.isPending} error={serverError} confirmText={t('pay.confirm')}
        onConfirm={(payPassword) => { if (attempt) { setServerError(undefined); pay.mutate({ a: attempt, payPassword }); } }}>
        {attempt ? (
          <>
            <SummaryRow label={t('order.orderNo')}>{order.order_no}</SummaryRow>
            <SummaryRow label={t('pay.methodLabel')}>{names[attempt.method]}</SummaryRow>
            <SummaryRow label={t('pay.deducted')}>{parts(attemptCoverage(attempt))}</SummaryRow>
            <SummaryRow label={t('order.total')} strong>{formatAmount(order.total)}</SummaryRow>
          </>
        ) : null}
      </PayConfirmSheet>
    </section>
  );
}

/** The payment step in a sheet, for orders paid later from the list or the details. */
export function PayPopup({ order, onClose, onPaid }: { order: Order | null; onClose: () => void; onPaid: (order: Order) => void }) {
  return (
    <Popup visible={order !== null} onMaskClick={onClose} onClose={onClose} destroyOnClose showCloseButton
      bodyClassName="sheet-body" bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '90vh', overflowY: 'auto' }}>
      {order ? <PayStep order={order} onPaid={onPaid} /> : null}
    </Popup>
  );
}
