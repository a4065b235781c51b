import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { fetchWithdrawal } from '../../api/withdraw';
import { qk } from '../../app/queries';
import { formatAmount, formatDateTime } from '../../components/format';
import { Page } from '../../components/Page';
import { SummaryRow } from '../../components/PayConfirmSheet';

/** One withdrawal with every field of spec §3: amount, fee, arrival, address, time, transaction ID, reason, status. */
export function WithdrawalDetails() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const w = useQuery({ queryKey: [...qk.wallet, 'withdrawal', id], queryFn: () => fetchWithdrawal(id), enabled: id > 0 }).data;
  const dash = '—';
  return (
    <Page title={t('exchange.detailsTitle')} fallback="/pages/exchangeRecords" width="form">
      {w ? (
        <section className="card summary" data-testid="withdrawal-details">
          <SummaryRow label={t('exchange.statusLabel')} testId="withdrawal-status" strong>{t(`exchange.status.${w.status}`)}</SummaryRow>
          <SummaryRow label={t('exchange.amount')}>{formatAmount(w.amount)}</SummaryRow>
          <SummaryRow label={t('exchange.fee')}>{formatAmount(w.fee)}</SummaryRow>
          <SummaryRow label={t('exchange.arrival')}>{formatAmount(w.arrival)}</SummaryRow>
          <SummaryRow label={t('exchange.address')}><span className="break-all">{w.address}</span></SummaryRow>
          <SummaryRow label={t('exchange.time')}>{formatDateTime(w.time)}</SummaryRow>
          <SummaryRow label={t('exchange.txHash')} testId="withdrawal-tx"><span className="break-all">{w.tx_hash || dash}</span></SummaryRow>
          {w.reason ? <SummaryRow label={t('exchange.reason')} testId="withdrawal-reason">{w.reason}</SummaryRow> : null}
        </section>
      ) : null}
    </Page>
  );
}
