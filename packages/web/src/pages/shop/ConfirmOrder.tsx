import { useEffect, useState } from 'react';
import { Button, Empty, Toast } from 'antd-mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { toastError } from '../../api/client';
import { createOrder, fetchCheckoutCart, type Order } from '../../api/order';
import { formatAmount } from '../../components/format';
import { Page } from '../../components/Page';
import { SummaryRow } from '../../components/PayConfirmSheet';
import { LoadError, PageSkeleton } from '../../components/States';
import { ADDRESS_FORM_PATH, ADDRESS_LIST_PATH, SELECTED_ADDRESS_KEY, useAddresses } from '../address/useAddresses';
import { PayStep } from '../order/PayStep';
import { detailsPath, OrderLines, orderKeys } from '../order/shared';

const REMARK_MAX = 200;

export function ConfirmOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const skuId = Number(params.get('sku_id')) || undefined;
  const quantity = skuId ? Math.min(99, Math.max(1, Number(params.get('quantity')) || 1)) : undefined;
  const buyNow = skuId !== undefined;

  // The address chosen on the list in select mode: read once, then forgotten so the next checkout starts from the default.
  const [chosenId] = useState(() => Number(sessionStorage.getItem(SELECTED_ADDRESS_KEY)) || undefined);
  useEffect(() => { sessionStorage.removeItem(SELECTED_ADDRESS_KEY); }, []);

  const addresses = useAddresses();
  const cart = useQuery({ queryKey: ['cart', 'checkout'], queryFn: fetchCheckoutCart, enabled: !buyNow, staleTime: 0 });
  const [remark, setRemark] = useState('');
  const [order, setOrder] = useState<Order | null>(null);

  const list = addresses.data?.list ?? [];
  const address = list.find((a) => a.id === chosenId) ?? list.find((a) => a.is_default) ?? list[0];
  const lines = (cart.data?.list ?? []).filter((l) => l.selected && l.available);
  const presale = order ? order.presale : lines.some((l) => l.presale);

  const create = useMutation({
    mutationFn: createOrder,
    onSuccess: (o) => {
      setOrder(o);
      void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).toLowerCase().includes('cart') });
      void client.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: toastError,
  });

  const submit = () => {
    if (!address) {
      Toast.show({ content: t('checkout.needAddress') });
      return;
    }
    const text = remark.trim();
    create.mutate({ address_id: address.id, ...(buyNow ? { sku_id: skuId, quantity } : {}), ...(text ? { remark: text } : {}) });
  };

  const paid = (o: Order) => {
    Toast.show({ icon: 'success', content: t('pay.done') });
    navigate(detailsPath(o.id), { replace: true });
  };

  const loading = addresses.isPending || (!buyNow && cart.isPending);
  const failed = addresses.isError || (!buyNow && cart.isError);
  const retry = () => { void addresses.refetch(); if (!buyNow) void cart.refetch(); };
  const shown = order ? order.address : address;

  return (
    <Page title={order ? t('pay.title') : t('checkout.title')} fallback="/" width="form">
      {loading && !order ? <PageSkeleton lines={4} /> : null}
      {failed && !order ? <LoadError onRetry={retry} /> : null}
      {!loading && !failed || order ? (
        <>
          <section className="card checkout-address" data-testid="confirm-address" aria-label={t('checkout.address')}>
            <h2 className="section-title">{t('checkout.address')}</h2>
            {shown ? (
              <>
                <div className="address-head">
                  <span className="address-name">{shown.recipient}</span>
                  <span className="address-phone">{`+${shown.area_code} ${shown.phone}`}</span>
                </div>
                <div className="muted">{shown.country_name}</div>
                <div className="address-detail">{shown.detail}</div>
              </>
            ) : (
              <div className="muted" data-testid="confirm-no-address">{t('checkout.noAddress')}</div>
            )}
            {!order ? (
              shown ? (
                <button type="button" className="link" data-testid="confirm-change-address"
                  onClick={() => navigate(`${ADDRESS_LIST_PATH}?select=1`)}>
                  {t('checkout.changeAddress')}
                </button>
              ) : (
                <button type="button" className="link" data-testid="confirm-add-address" onClick={() => navigate(ADDRESS_FORM_PATH)}>
                  {t('address.add')}
                </button>
              )
            ) : null}
          </section>

          {presale ? (
            <div className="notice" role="note" data-testid="confirm-presale">{t('checkout.presale')}</div>
          ) : null}

          <section className="card" aria-label={t('checkout.items')}>
            <h2 className="section-title">{t('checkout.items')}</h2>
            {order ? <OrderLines order={order} testId="confirm-line" /> : null}
            {!order && !buyNow ? (
              lines.length ? (
                <OrderLines order={{ lines: lines.map((l) => ({ ...l })) }} testId="confirm-line" />
              ) : (
                <Empty description={t('checkout.nothingSelected')} data-testid="confirm-empty" />
              )
            ) : null}
            {!order && buyNow ? <p className="muted" data-testid="confirm-buy-now">{t('checkout.buyNowNote', { count: quantity })}</p> : null}
            <div className="summary">
              {order ? (
                <>
                  <SummaryRow label={t('order.goodsTotal')}>{formatAmount(order.goods_total)}</SummaryRow>
                  <SummaryRow label={t('order.shippingFee')}>{formatAmount(order.shipping_fee)}</SummaryRow>
                  <SummaryRow label={t('order.total')} testId="confirm-total" strong>{formatAmount(order.total)}</SummaryRow>
                </>
              ) : (
                <>
                  {!buyNow ? <SummaryRow label={t('order.goodsTotal')}>{formatAmount(cart.data?.total)}</SummaryRow> : null}
                  <SummaryRow label={t('order.shippingFee')}>{t('checkout.feeOnSubmit')}</SummaryRow>
                  {!buyNow ? (
                    <SummaryRow label={t('checkout.totalBeforeFee')} testId="confirm-total" strong>
                      {formatAmount(cart.data?.total)}
                    </SummaryRow>
                  ) : null}
                </>
              )}
            </div>
          </section>

          {order ? (
            order.remark ? <section className="card"><SummaryRow label={t('order.remark')}>{order.remark}</SummaryRow></section> : null
          ) : (
            <section className="card">
              <label className="field-label" htmlFor="confirm-remark">{t('order.remark')}</label>
              <textarea id="confirm-remark" className="remark-input" data-testid="confirm-remark" value={remark}
                maxLength={REMARK_MAX} rows={3} placeholder={t('checkout.remarkPlaceholder')}
                onChange={(e) => setRemark(e.target.value)} />
            </section>
          )}

          {order ? (
            <PayStep order={order} onPaid={paid} />
          ) : (
            <Button className="submit" block color="primary" size="large" data-testid="confirm-submit"
              loading={create.isPending} disabled={!address || (!buyNow && !lines.length)} onClick={submit}>
              {t('checkout.submit')}
            </Button>
          )}
          {order ? (
            <Button block fill="none" data-testid="confirm-later" onClick={() => navigate(detailsPath(order.id), { replace: true })}>
              {t('pay.later')}
            </Button>
          ) : null}
        </>
      ) : null}
    </Page>
  );
}
