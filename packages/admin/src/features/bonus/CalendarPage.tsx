import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { BONUS_KINDS } from '@onego/contract';
import { useI18n } from '../../i18n';
import { QueryState } from '../../kit/LoadingDrawer';
import { useToast } from '../../kit/toast';
import { useCan } from '../../shell/auth';
import { bonusApi, fill, type Run } from './calls';
import { RatioChart } from './RatioChart';

/** The settlement calendar: each run by date with its totals per kind and payout ratio (chart), and rerun of a date. */
export function BonusCalendarPage() {
  const { t } = useI18n();
  const can = useCan();
  const toast = useToast();
  const qc = useQueryClient();
  const [draft, setDraft] = useState<{ from?: string; to?: string }>({});
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const [confirm, setConfirm] = useState<string | null>(null);
  const runs = useQuery({ queryKey: ['bonus', 'runs', period], queryFn: () => bonusApi.runs(period) });
  const rerun = useMutation({
    mutationFn: (date: string) => bonusApi.rerun(date),
    onSuccess: () => { setConfirm(null); void qc.invalidateQueries({ queryKey: ['bonus', 'runs'] }); },
    onError: toast.error,
  });
  const list = runs.data?.list ?? [];
  return (
    <Card title={t('bonus_calendar')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('from_date')}</span>
        <Input data-testid="bonus-runs-from" type="date" value={draft.from ?? ''} onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })} style={{ width: 160 }} />
        <span>{t('to_date')}</span>
        <Input data-testid="bonus-runs-to" type="date" value={draft.to ?? ''} onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })} style={{ width: 160 }} />
        <Button data-testid="bonus-runs-search" type="primary" onClick={() => setPeriod(draft)}>{t('search')}</Button>
        {runs.data ? <span>{runs.data.from} … {runs.data.to}</span> : null}
      </Space>
      <QueryState query={runs} />
      {rerun.data ? (
        <Alert data-testid="bonus-rerun-result" type={rerun.data.new_records === 0 ? 'success' : 'warning'} showIcon closable style={{ marginBottom: 12 }}
          title={`${rerun.data.date}: ${fill(t('bonus_rerun_result'), { n: rerun.data.new_records, paid: rerun.data.new_paid })}`} />
      ) : null}
      <h4>{t('bonus_chart_title')}</h4>
      {list.length ? <RatioChart runs={list} label={t('bonus_chart_title')} /> : <p data-testid="bonus-no-runs">{t('bonus_no_runs')}</p>}
      <Table<Run> data-testid="bonus-runs" rowKey="date" size="small" scroll={{ x: true }} pagination={false} dataSource={list} columns={[
        { title: t('bonus_date'), dataIndex: 'date', fixed: 'left', render: (d: string) => <span style={{ whiteSpace: 'nowrap' }}>{d}</span> },
        { title: t('bonus_version'), dataIndex: 'plan_version', render: (v: number | null) => v ?? t('none') },
        { title: t('bonus_orders'), dataIndex: 'orders' },
        { title: t('bonus_sales'), dataIndex: 'sales' },
        ...BONUS_KINDS.map((k) => ({ title: t(`bonus_kind_${k}`), key: k, render: (_: unknown, r: Run) => r.totals[k] ?? '0.00' })),
        { title: t('bonus_paid'), dataIndex: 'paid' },
        { title: t('bonus_ratio'), dataIndex: 'ratio', render: (v: string, r: Run) => <span data-testid={`bonus-ratio-${r.date}`}>{(Number(v) * 100).toFixed(2)}%{r.scaled ? <Tag color="orange" style={{ marginLeft: 4 }}>{t('bonus_scaled')}</Tag> : null}</span> },
        { title: t('bonus_records'), dataIndex: 'records' },
        ...(can('bonus.rerun') ? [{ title: '', key: 'rerun', render: (_: unknown, r: Run) => (
          <Button size="small" data-testid={`bonus-rerun-${r.date}`} onClick={() => setConfirm(r.date)}>{t('bonus_rerun')}</Button>
        ) }] : []),
      ]} />
      <Modal open={!!confirm} title={t('bonus_rerun')} okText={t('bonus_rerun')} cancelText={t('cancel')} confirmLoading={rerun.isPending}
        okButtonProps={{ 'data-testid': 'bonus-rerun-confirm' } as never} onCancel={() => setConfirm(null)} onOk={() => confirm && rerun.mutate(confirm)} destroyOnHidden>
        {confirm ? fill(t('bonus_rerun_confirm'), { date: confirm }) : null}
      </Modal>
    </Card>
  );
}
