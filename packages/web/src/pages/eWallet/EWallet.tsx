import { Button, PullToRefresh, Tabs } from 'antd-mobile';
import { ASSETS, parseMoney, type Asset } from '@onego/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { qk, useAmounts } from '../../app/queries';
import { AmountValue } from '../../components/AmountValue';
import { formatAmount } from '../../components/format';
import { Page } from '../../components/Page';
import { usePullTexts } from '../../components/usePullTexts';
import { WalletRecords } from '../../components/WalletRecords';

const isAsset = (v: string | null): v is Asset => (ASSETS as readonly string[]).includes(v ?? '');

export function EWallet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const pull = usePullTexts();
  const [params, setParams] = useSearchParams();
  const tab: Asset = isAsset(params.get('tab')) ? (params.get('tab') as Asset) : 'balance';
  const balance = useAmounts('balance');
  const coins = useAmounts('shop_coins');
  const points = useAmounts('integral');
  const held = balance.data?.balance_held;
  const hasHeld = Boolean(held && parseMoney(held)?.gt(0));

  const refresh = () => client.invalidateQueries({ queryKey: qk.wallet });

  return (
    <Page title={t('wallet.title')} fallback="/pages/mine" width="reading">
      <PullToRefresh {...pull} onRefresh={refresh}>
        <div className="stack">
          <section className="wallet-cards" aria-label={t('wallet.amounts')}>
            <div className="amount-card amount-card-main">
              <div className="amount-label">{t('wallet.asset.balance')}</div>
              <AmountValue className="amount-big" value={balance.data?.amount} pending={balance.isPending} testId="wallet-balance" />
              <div className="amount-sub">
                <span>
                  {t('wallet.available')}{' '}
                  <AmountValue value={balance.data?.balance_available} pending={balance.isPending} testId="wallet-available" />
                </span>
                {hasHeld ? (
                  <span>{t('wallet.held')} <span data-testid="wallet-held">{formatAmount(held)}</span></span>
                ) : null}
              </div>
              <div className="amount-actions">
                <Button size="small" shape="rounded" onClick={() => navigate('/pages/topUp')} data-testid="wallet-to-topup">
                  {t('topUp.title')}
                </Button>
                <Button size="small" shape="rounded" onClick={() => navigate('/pages/transfer')} data-testid="wallet-to-transfer">
                  {t('transfer.title')}
                </Button>
                <Button size="small" shape="rounded" onClick={() => navigate('/pages/exchange')} data-testid="wallet-to-exchange">
                  {t('exchange.title')}
                </Button>
                <Button size="small" shape="rounded" fill="outline" className="on-brand"
                  onClick={() => navigate('/pages/switchAccounts')} data-testid="wallet-to-switch">
                  {t('accounts.title')}
                </Button>
              </div>
            </div>
            <div className="amount-card">
              <div className="amount-label">{t('wallet.asset.shop_coins')}</div>
              <AmountValue className="amount-mid" value={coins.data?.amount} pending={coins.isPending} testId="wallet-shop-coins" />
            </div>
            <button type="button" className="amount-card amount-card-link" onClick={() => navigate('/pages/integralFlow')}
              data-testid="wallet-to-integral">
              <span className="amount-label">{t('wallet.asset.integral')}</span>
              <AmountValue className="amount-mid" value={points.data?.amount} pending={points.isPending} testId="wallet-integral" />
            </button>
          </section>
          <section className="card records-card">
            <h2 className="section-title">{t('wallet.recordsTitle')}</h2>
            <Tabs activeKey={tab} onChange={(k) => setParams({ tab: k }, { replace: true })}>
              {ASSETS.map((a) => (
                <Tabs.Tab key={a} title={<span data-testid={`wallet-tab-${a}`}>{t(`wallet.asset.${a}`)}</span>} />
              ))}
            </Tabs>
            <WalletRecords key={tab} asset={tab} />
          </section>
        </div>
      </PullToRefresh>
    </Page>
  );
}
