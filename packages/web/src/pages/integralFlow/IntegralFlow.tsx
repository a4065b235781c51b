import { PullToRefresh } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { qk, useAmounts } from '../../app/queries';
import { AmountValue } from '../../components/AmountValue';
import { Page } from '../../components/Page';
import { usePullTexts } from '../../components/usePullTexts';
import { WalletRecords } from '../../components/WalletRecords';

/** Points flow: the points amount and its records. */
export function IntegralFlow() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const pull = usePullTexts();
  const points = useAmounts('integral');
  return (
    <Page title={t('wallet.integralFlow')} fallback="/pages/eWallet" width="reading">
      <PullToRefresh {...pull} onRefresh={() => client.invalidateQueries({ queryKey: qk.wallet })}>
        <div className="stack">
          <section className="amount-card amount-card-main">
            <div className="amount-label">{t('wallet.asset.integral')}</div>
            <AmountValue className="amount-big" value={points.data?.amount} pending={points.isPending} testId="wallet-integral" />
          </section>
          <section className="card records-card">
            <h2 className="section-title">{t('wallet.recordsTitle')}</h2>
            <WalletRecords asset="integral" />
          </section>
        </div>
      </PullToRefresh>
    </Page>
  );
}
