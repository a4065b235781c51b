import { Button, Dialog, Empty, PullToRefresh, Tag, Toast } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { deleteAddress, setDefaultAddress, type Address } from '../../api/address';
import { toastError } from '../../api/client';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';
import { usePullTexts } from '../../components/usePullTexts';
import { ADDRESS_FORM_PATH, SELECTED_ADDRESS_KEY, useAddresses, useStoreAddresses } from './useAddresses';

export function DeliveryAddress() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const selecting = params.get('select') === '1';
  const query = useAddresses();
  const storeList = useStoreAddresses();
  const pull = usePullTexts();

  const remove = useMutation({
    mutationFn: deleteAddress,
    onSuccess: (data) => {
      storeList(data);
      Toast.show({ icon: 'success', content: t('address.deleted') });
    },
    onError: toastError,
  });
  const makeDefault = useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: (data) => {
      storeList(data);
      Toast.show({ icon: 'success', content: t('address.defaultSet') });
    },
    onError: toastError,
  });

  const askDelete = async (a: Address) => {
    const sure = await Dialog.confirm({
      title: t('address.deleteTitle'),
      content: t('address.deleteConfirm', { name: a.recipient }),
      confirmText: t('address.delete'),
      cancelText: t('common.cancel'),
    });
    if (sure) remove.mutate(a.id);
  };

  const choose = (a: Address) => {
    if (!selecting) return;
    sessionStorage.setItem(SELECTED_ADDRESS_KEY, String(a.id));
    navigate(-1);
  };

  const data = query.data;
  const list = data?.list ?? [];
  const full = !!data && list.length >= data.limit;
  const busy = remove.isPending || makeDefault.isPending;

  return (
    <Page title={selecting ? t('address.chooseTitle') : t('address.title')} fallback="/pages/mine" width="reading">
      <PullToRefresh {...pull} onRefresh={async () => { await query.refetch(); }}>
        {!data && query.isPending ? <PageSkeleton lines={3} /> : null}
        {!data && query.isError ? <LoadError onRetry={() => void query.refetch()} /> : null}
        {data && !list.length ? (
          <div className="card" data-testid="address-empty">
            <Empty description={t('address.empty')} />
          </div>
        ) : null}
        {data && list.length ? (
          <div className="address-list">
            {selecting ? <p className="muted address-select-hint">{t('address.selectHint')}</p> : null}
            {list.map((a) => (
              <section key={a.id} className={`card address-card${selecting ? ' address-card-select' : ''}`}
                data-testid="address-card" data-id={a.id} aria-label={a.recipient}
                role={selecting ? 'button' : undefined} tabIndex={selecting ? 0 : undefined}
                onClick={() => choose(a)}
                onKeyDown={(e) => { if (selecting && (e.key === 'Enter' || e.key === ' ')) { e.preventDefault(); choose(a); } }}>
                <div className="address-head">
                  <span className="address-name">{a.recipient}</span>
                  <span className="address-phone">{`+${a.area_code} ${a.phone}`}</span>
                  {a.is_default ? (
                    <Tag color="primary" fill="outline" data-testid="address-default-tag">{t('address.default')}</Tag>
                  ) : null}
                </div>
                <div className="muted">{a.country_name}</div>
                <div className="address-detail">{a.detail}</div>
                <div className="address-actions" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
                  {!a.is_default ? (
                    <button type="button" className="link" disabled={busy} data-testid={`address-default-${a.id}`}
                      onClick={() => makeDefault.mutate(a.id)}>
                      {t('address.setDefault')}
                    </button>
                  ) : null}
                  <button type="button" className="link" data-testid={`address-edit-${a.id}`}
                    onClick={() => navigate(`${ADDRESS_FORM_PATH}?id=${a.id}`)}>
                    {t('address.edit')}
                  </button>
                  <button type="button" className="link danger-link" disabled={busy} data-testid={`address-delete-${a.id}`}
                    onClick={() => void askDelete(a)}>
                    {t('address.delete')}
                  </button>
                </div>
              </section>
            ))}
          </div>
        ) : null}
        {data ? (
          <div className="address-add">
            <Button block color="primary" size="large" disabled={full} data-testid="address-add"
              onClick={() => navigate(ADDRESS_FORM_PATH)}>
              {t('address.add')}
            </Button>
            {full ? <p className="muted address-limit" data-testid="address-limit">{t('address.limitHint', { limit: data.limit })}</p> : null}
          </div>
        ) : null}
      </PullToRefresh>
    </Page>
  );
}
