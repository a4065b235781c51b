import { SearchBar } from 'antd-mobile';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { fetchDirects } from '../../api/team';
import { formatAmount, formatDate } from '../../components/format';
import { percent } from '../../components/money';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';
import { Pager } from '../../components/Pager';
import '../team/team.css';

/** Team list: the member's direct referrals with their figures, newest first, paged and searchable by member ID or name. */
export function TeamList() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: ['team', 'direct', keyword, page], queryFn: () => fetchDirects({ keyword, page }), placeholderData: keepPreviousData });
  const d = q.data;
  return (
    <Page title={t('teamList.title')} fallback="/pages/mine" width="reading">
      <div className="card">
        <SearchBar placeholder={t('teamList.search')} onSearch={(v) => { setKeyword(v.trim()); setPage(1); }}
          onClear={() => { setKeyword(''); setPage(1); }} data-testid="team-list-search" />
      </div>
      {q.isPending ? <PageSkeleton /> : q.isError || !d ? <LoadError onRetry={() => void q.refetch()} /> : (
        <>
          <p className="muted" data-testid="team-list-total">{t('teamList.total', { count: d.total })}</p>
          {d.list.length === 0 ? <p className="muted" data-testid="team-list-empty">{t('teamList.empty')}</p> : null}
          <ul className="network-list">
            {d.list.map((m) => (
              <li key={m.member_id} className="card" data-testid={`team-member-${m.member_id}`}>
                <div className="section-head">
                  <strong>{m.nickname || m.member_id}</strong>
                  <span className="level-tag">{t('team.levelName', { level: m.level })}</span>
                </div>
                <dl className="team-figures">
                  <div className="team-figure"><dt className="muted">{t('team.memberId')}</dt><dd>{m.member_id}</dd></div>
                  <div className="team-figure"><dt className="muted">{t('teamList.income')}</dt><dd>{formatAmount(m.income)}</dd></div>
                  <div className="team-figure"><dt className="muted">{t('teamList.orderAmount')}</dt><dd>{formatAmount(m.order_amount)}</dd></div>
                  <div className="team-figure"><dt className="muted">{t('teamList.directPerformance')}</dt><dd>{formatAmount(m.direct_performance)}</dd></div>
                  <div className="team-figure"><dt className="muted">{t('teamList.ratio')}</dt><dd>{percent(m.bonus_ratio)}%</dd></div>
                  <div className="team-figure"><dt className="muted">{t('team.joined')}</dt><dd>{formatDate(m.join_time)}</dd></div>
                </dl>
              </li>
            ))}
          </ul>
          <Pager page={d.page} total={d.total} limit={d.limit} onPage={setPage} testId="team-list" />
        </>
      )}
    </Page>
  );
}
