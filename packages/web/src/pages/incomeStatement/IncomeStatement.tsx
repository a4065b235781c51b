import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { BONUS_KIND_ORDER, fetchBonusReport, fetchBonusToday, fetchBonusTotals, type BonusTotals } from '../../api/team';
import { formatAmount } from '../../components/format';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';
import { IncomeChart } from './IncomeChart';
import '../bonus/bonus.css';

/** Income statement: paid per kind since joining and by today's settlement, and the last 30 days as a chart. */
export function IncomeStatement() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const totals = useQuery({ queryKey: ['bonus', 'totals'], queryFn: fetchBonusTotals });
  const today = useQuery({ queryKey: ['bonus', 'today'], queryFn: fetchBonusToday });
  const report = useQuery({ queryKey: ['bonus', 'report'], queryFn: fetchBonusReport });
  return (
    <Page title={t('income.title')} fallback="/pages/mine" width="reading">
      {totals.isPending ? <PageSkeleton /> : totals.isError || !totals.data ? <LoadError onRetry={() => void totals.refetch()} /> : (
        <section className="card" aria-labelledby="income-totals">
          <h2 className="section-title" id="income-totals">{t('income.total')}</h2>
          <p className="amount-big" data-testid="income-total">{formatAmount(totals.data.total)}</p>
          <Kinds totals={totals.data} testId="income-kind" />
        </section>
      )}
      {today.data ? (
        <section className="card" aria-labelledby="income-today">
          <h2 className="section-title" id="income-today">{t('income.today')}</h2>
          <p className="amount-big" data-testid="income-today-total">{formatAmount(today.data.total)}</p>
          <Kinds totals={today.data} testId="income-today-kind" />
        </section>
      ) : null}
      <section className="card" aria-labelledby="income-chart">
        <h2 className="section-title" id="income-chart">{t('income.last30')}</h2>
        {report.data ? <IncomeChart days={report.data.list} /> : report.isError ? <LoadError onRetry={() => void report.refetch()} /> : <PageSkeleton lines={3} />}
      </section>
      <button type="button" className="link" onClick={() => navigate('/pages/bonus')} data-testid="income-to-bonus">{t('income.toStatements')}</button>
    </Page>
  );
}

function Kinds({ totals, testId }: { totals: BonusTotals; testId: string }) {
  const { t } = useTranslation();
  return (
    <dl className="bonus-fields">
      {BONUS_KIND_ORDER.map((k) => (
        <div key={k}><dt className="muted">{t(`bonus.kind.${k}`)}</dt><dd data-testid={`${testId}-${k}`}>{formatAmount(totals[k])}</dd></div>
      ))}
    </dl>
  );
}
