import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { fetchWithdrawals } from '../../api/withdraw';
import { qk } from '../../app/queries';
import { formatAmount, formatDateTime } from '../../components/format';
import { Page } from '../../components/Page';

/** The member's withdrawal records, newest first; each opens its details. */
export function ExchangeRecords() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: [...qk.wallet, 'withdrawals'], queryFn: () => fetchWithdrawals(1) }).data;
  return (
    <Page title={t('exchange.recordsTitle')} fallback="/pages/exchange" width="form">
      {list && list.list.length === 0 ? <p className="muted" data-testid="exchange-records-empty">{t('exchange.noRecords')}</p> : null}
      <ul className="list" data-testid="exchange-records">
        {list?.list.map((w) => (
          <li key={w.id}>
            <button type="button" className="row-button" onClick={() => navigate(`/pages/withdrawalDetails?id=${w.id}`)} data-testid={`exchange-record-${w.id}`}>
              <span>{formatAmount(w.amount)}</span>
              <span className="muted">{formatDateTime(w.time)}</span>
              <span>{t(`exchange.status.${w.status}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Page>
  );
}
