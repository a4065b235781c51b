import { useEffect } from 'react';
import { Button, Toast } from 'antd-mobile';
import { Money } from '@onego/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../../i18n/useTranslation';
import { toastError } from '../../api/client';
import { fetchOrder, fetchPayStatus, payOrderFromDemoWallet, type Order } from '../../api/order';
import { fetchRechargeInfo } from '../../api/recharge';
import { qk } from '../../app/queries';
import { CopyButton } from '../../components/CopyButton';
import { formatAmount } from '../../components/format';
import { SummaryRow } from '../../components/PayConfirmSheet';
import { Countdown, orderKeys } from './shared';
import '../topUp/topUp.css';

/** How often a USDT payment's state is read while the page waits for the money. */
const POLL_MS = 3000;

/**
 * An order waiting for USDT: what is due and still to send, the member's deposit address (text, QR, copy), the
 * network, the countdown, on the demo chain the demo wallet, and finishing with the balance. Polls the payment's state
 * and hands the order back once it is paid.
 */
export function UsdtPayment({ order, onPaid, onFinish }: { order: Order; onPaid: (order: Order) => void; onFinish: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const info = useQuery({ queryKey: ['recharge', 'info'], queryFn: fetchRechargeInfo, staleTime: 60_000 });
  const status = useQuery({
    queryKey: orderKeys.payStatus(order.id),
    queryFn: () => fetchPayStatus(order.id),
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'unpaid' ? false : POLL_MS),
    staleTime: 0,
  });
  const s = status.data;
  const settled = s && s.status !== 'unpaid' ? s.status : null;
  useEffect(() => {
    if (!settled) return;
    void fetchOrder(order.id).then((o) => {
      client.setQueryData(orderKeys.detail(o.id), o);
      void client.invalidateQueries({ queryKey: orderKeys.all });
      void client.invalidateQueries({ queryKey: qk.wallet });
      if (o.status === 'paid') onPaid(o);
    });
  }, [settled, order.id]);
  const demoPay = useMutation({
    mutationFn: () => payOrderFromDemoWallet(order.id),
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('pay.usdt.demoSent') });
      void status.refetch();
    },
    onError: toastError,
  });

  const due = s?.usdt_due ?? order.usdt_due;
  const toSend = s?.usdt_to_send ?? due;
  const confirming = s?.usdt_confirming ?? '0';
  const coupons = new Money(order.total).minus(due);
  // Some USDT arrived (it is in the balance) but not all: send the rest, or finish with the balance.
  const short = s ? new Money(due).minus(toSend).minus(confirming).gt(0) && new Money(toSend).gt(0) : false;
  const usdt = (amount: string) => t('pay.usdt.amount', { amount: formatAmount(amount) });

  return (
    <div className="topup-details usdt-pay" data-testid="usdt-pay">
      <SummaryRow label={t('pay.usdt.due')} strong testId="usdt-due">{usdt(due)}</SummaryRow>
      {order.pay_method === 'coupons_usdt' && coupons.gt(0) ? (
        <SummaryRow label={t('pay.usdt.couponsReserved')} testId="usdt-coupons">{formatAmount(coupons.toFixed(2))}</SummaryRow>
      ) : null}
      <SummaryRow label={t('pay.usdt.toSend')} strong testId="usdt-to-send">{usdt(toSend)}</SummaryRow>
      {new Money(confirming).gt(0) ? <SummaryRow label={t('pay.usdt.confirming')} testId="usdt-confirming">{usdt(confirming)}</SummaryRow> : null}
      {info.data ? (
        <>
          <div className="topup-qr"><QRCodeSVG value={info.data.address} size={180} marginSize={2} title={t('pay.usdt.qrTitle')} data-testid="usdt-qr" /></div>
          <div className="topup-address">
            <div className="muted">{t('pay.usdt.address')}</div>
            <div className="mono break" data-testid="usdt-address">{info.data.address}</div>
            <CopyButton text={info.data.address} testId="usdt-copy" label={t('pay.usdt.address')} />
          </div>
          <SummaryRow label={t('pay.usdt.network')} testId="usdt-network">{info.data.network}</SummaryRow>
        </>
      ) : null}
      {settled === 'cancelled' ? (
        <div className="notice danger-text" role="note" data-testid="usdt-expired">{t('pay.usdt.expired')}</div>
      ) : (
        <Countdown deadline={order.pay_deadline} />
      )}
      <p className="muted">{short ? t('pay.usdt.shortHint') : t('pay.usdt.hint')}</p>
      {info.data?.demo && !settled ? (
        <div className="notice" role="note">
          <span>{t('pay.usdt.demoNote')}</span>
          <Button color="primary" size="small" loading={demoPay.isPending} disabled={!s || new Money(toSend).lte(0)}
            onClick={() => demoPay.mutate()} data-testid="usdt-demo-pay">{t('pay.usdt.demoPay')}</Button>
        </div>
      ) : null}
      {!settled ? (
        <Button block color="primary" fill="outline" onClick={onFinish} data-testid="usdt-finish-balance">{t('pay.usdt.finish')}</Button>
      ) : null}
    </div>
  );
}
