import { Tabs } from 'antd-mobile';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { fetchBonusLogs, STATEMENTS, type Statement } from '../../api/team';
import { formatAmount } from '../../components/format';
import { percent } from '../../components/money';
import { Page } from '../../components/Page';
import { Pager } from '../../components/Pager';
import { LoadError, PageSkeleton } from '../../components/States';
import './bonus.css';

const isStatement = (v: string | null): v is Statement => STATEMENTS.includes(v as Statement);

/** Bonus: one statement per kind (`?kind=`), newest first, paged and filtered by settlement date. */
export function Bonus() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: Statement = isStatement(params.get('kind')) ? params.get('kind') as Statement : 'referral';
  return (
    <Page title={t('bonus.title')} fallback="/pages/mine" width="reading">
      <Tabs activeKey={kind} onChange={(k) => setParams({ kind: k }, { replace: true })} data-testid="bonus-tabs">
        {STATEMENTS.map((s) => <Tabs.Tab key={s} title={<span data-testid={`bonus-tab-${s}`}>{t(`bonus.statement.${s}`)}</span>} />)}
      </Tabs>
      <Statement key={kind} kind={kind} />
    </Page>
  );
}

function Statement({ kind }: { kind: Statement }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: ['bonus', kind, from, to, page], queryFn: () => fetchBonusLogs(kind, { page, from, to }), placeholderData: keepPreviousData });
  const d = q.data;
  return (
    <>
      <div className="card bonus-filter">
        <label className="field-label">{t('bonus.from')}
          <input type="date" className="field-input" value={from} max={to || undefined} onChange={(e) => { setFrom(e.target.value); setPage(1); }} data-testid="bonus-from" />
        </label>
        <label className="field-label">{t('bonus.to')}
          <input type="date" className="field-input" value={to} min={from || undefined} onChange={(e) => { setTo(e.target.value); setPage(1); }} data-testid="bonus-to" />
        </label>
      </div>
      {q.isPending ? <PageSkeleton /> : q.isError || !d ? <LoadError onRetry={() => void q.refetch()} /> : (
        <>
          {d.list.length === 0 ? <p className="muted" data-testid="bonus-empty">{t('bonus.empty')}</p> : null}
          <ul className="network-list">
            {d.list.map((r) => (
              <li key={r.id} className="card bonus-record" data-testid={`bonus-record-${r.kind}`}>
                <div className="section-head">
                  <span>{t(`bonus.kind.${r.kind}`)}{r.reversal ? ` · ${t('bonus.reversal')}` : ''}</span>
                  <strong className={r.amount.startsWith('-') ? 'amount-out' : 'amount-in'} data-testid="bonus-amount">{formatAmount(r.amount, true)}</strong>
                </div>
                <dl className="bonus-fields">
                  <div><dt className="muted">{t('bonus.date')}</dt><dd>{r.date}</dd></div>
                  <div><dt className="muted">{t('bonus.ratio')}</dt><dd>{percent(r.ratio)}%</dd></div>
                  <div><dt className="muted">{t('bonus.level')}</dt><dd>{t('team.levelName', { level: r.level })}</dd></div>
                  <div><dt className="muted">{t('bonus.orderAmount')}</dt><dd>{formatAmount(r.order_amount)}</dd></div>
                  <div><dt className="muted">{t('bonus.subordinate')}</dt><dd data-testid="bonus-subordinate">{r.subordinate_id || '—'}</dd></div>
                  {r.forfeited !== '0.00' ? <div><dt className="muted">{t('bonus.forfeited')}</dt><dd>{formatAmount(r.forfeited)}</dd></div> : null}
                </dl>
              </li>
            ))}
          </ul>
          <Pager page={d.page} total={d.total} limit={d.limit} onPage={setPage} testId="bonus" />
        </>
      )}
    </>
  );
}
