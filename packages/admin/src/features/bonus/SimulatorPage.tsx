import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Progress, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { BONUS_KINDS } from '@onego/contract';
import { useI18n, type TKey } from '../../i18n';
import { QueryState } from '../../kit/LoadingDrawer';
import { useToast } from '../../kit/toast';
import { useCan } from '../../shell/auth';
import { bonusApi, fill, type Plan, type Simulation } from './calls';
import { NewVersionDrawer } from './PlanPage';
import { PlanEditor } from './PlanEditor';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const cents = (v: string | undefined) => Number(v ?? '0');
const diff = (a: string | undefined, b: string | undefined) => {
  const d = Math.round((cents(a) - cents(b)) * 100) / 100;
  return `${d > 0 ? '+' : ''}${d.toFixed(2)}`;
};

/**
 * The simulator: a period and a proposed plan (starting from the version in force) replayed over the real history of
 * that period by a job; what the proposal would have paid is shown beside what was paid, per kind, per level and in
 * total against sales; then the proposal can become a new version from a chosen date.
 */
export function BonusSimulatorPage() {
  const { t } = useI18n();
  const can = useCan();
  const toast = useToast();
  const plans = useQuery({ queryKey: ['bonus', 'plans'], queryFn: bonusApi.plans });
  const current = plans.data?.list.find((v) => v.in_force);
  const [plan, setPlan] = useState<Plan | null>(null);
  useEffect(() => { if (current && !plan) setPlan(current.plan); }, [current, plan]);
  const [from, setFrom] = useState(day(-30));
  const [to, setTo] = useState(day(-1));
  const [id, setId] = useState<number | null>(null);
  const [applying, setApplying] = useState(false);
  const start = useMutation({
    mutationFn: () => bonusApi.simulate({ from, to, plan: plan! }),
    onSuccess: (s) => setId(s.id),
    onError: toast.error,
  });
  const sim = useQuery({
    queryKey: ['bonus', 'simulation', id],
    queryFn: () => bonusApi.simulation(id!),
    enabled: id !== null,
    // Polled until the job has finished: the replay runs apart from any request.
    refetchInterval: (q) => (q.state.data && (q.state.data.state === 'done' || q.state.data.state === 'failed') ? false : 1000),
  });
  const s = sim.data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <Card title={t('bonus_simulator')}>
        <QueryState query={plans} />
        <Space wrap style={{ marginBottom: 12 }}>
          <span>{t('bonus_period')}</span>
          <Input data-testid="sim-from" type="date" value={from} max={day(-1)} onChange={(e) => setFrom(e.target.value)} style={{ width: 160 }} />
          <span>…</span>
          <Input data-testid="sim-to" type="date" value={to} max={day(-1)} onChange={(e) => setTo(e.target.value)} style={{ width: 160 }} />
          {can('bonus.plan.write') ? (
            <Button data-testid="sim-run" type="primary" disabled={!plan} loading={start.isPending} onClick={() => start.mutate()}>{t('bonus_run_simulation')}</Button>
          ) : null}
          {current && plan ? (
            <>
              <span>{fill(t('bonus_start_from_current'), { version: current.version })}</span>
              <Button data-testid="sim-reset" onClick={() => setPlan(current.plan)}>{t('bonus_reset_plan')}</Button>
            </>
          ) : null}
        </Space>
        {plan && current ? <PlanEditor value={plan} base={current.plan} onChange={setPlan} /> : null}
      </Card>
      {s ? <SimulationResult sim={s} onApply={can('bonus.plan.write') ? () => setApplying(true) : undefined} /> : null}
      {applying && s && current && plans.data ? (
        <NewVersionDrawer base={current.plan} initial={s.plan} earliest={plans.data.earliest_from} onClose={() => setApplying(false)} />
      ) : null}
    </Space>
  );
}

function SimulationResult({ sim, onApply }: { sim: Simulation; onApply?: () => void }) {
  const { t } = useI18n();
  const r = sim.result;
  return (
    <Card title={`${t('bonus_result')} · ${sim.from} … ${sim.to}`} data-testid="sim-result" extra={r && onApply ? (
      <Button data-testid="sim-apply" type="primary" onClick={onApply}>{t('bonus_apply')}</Button>
    ) : null}>
      <Space style={{ marginBottom: 12 }}>
        <Tag data-testid="sim-state" color={sim.state === 'done' ? 'green' : sim.state === 'failed' ? 'red' : 'blue'}>{t(`bonus_sim_${sim.state}` as TKey)}</Tag>
        <Progress percent={sim.days ? Math.round((sim.days_done / sim.days) * 100) : 0} size="small" style={{ width: 200 }} />
        <span>{fill(t('bonus_progress'), { done: sim.days_done, days: sim.days })}</span>
      </Space>
      {sim.state === 'failed' ? <Alert type="error" title={sim.error} /> : null}
      {r ? (
        <>
          <p data-testid="sim-summary">{fill(t('bonus_sim_summary'), { orders: r.orders, sales: r.sales })} {fill(t('bonus_guard_days'), { n: r.simulated.guardScaledDays })}</p>
          <Table data-testid="sim-per-kind" rowKey="key" size="small" pagination={false} dataSource={[
            ...BONUS_KINDS.map((k) => ({ key: k, label: t(`bonus_kind_${k}`), actual: r.actual.perKind[k] ?? '0.00', proposed: r.simulated.perKind[k] ?? '0.00' })),
            { key: 'total', label: t('bonus_total'), actual: r.actual.total, proposed: r.simulated.total },
            { key: 'ratio', label: t('bonus_ratio'), actual: `${(Number(r.actual.ratioToSales) * 100).toFixed(2)}%`, proposed: `${(Number(r.simulated.ratioToSales) * 100).toFixed(2)}%` },
          ]} columns={[
            { title: t('bonus_per_kind'), dataIndex: 'label' },
            { title: t('bonus_actual'), dataIndex: 'actual' },
            { title: t('bonus_proposed'), dataIndex: 'proposed', render: (v: string, row) => <span data-testid={`sim-proposed-${row.key}`}>{v}</span> },
            { title: t('bonus_difference'), key: 'diff', render: (_, row) => (row.key === 'ratio' ? '' : diff(row.proposed, row.actual)) },
          ]} />
          <Table data-testid="sim-per-level" rowKey="level" size="small" pagination={false} style={{ marginTop: 12 }}
            dataSource={[0, 1, 2, 3, 4, 5].map((l) => ({ level: `V${l}`, actual: r.actual.perLevel[`V${l}`] ?? '0.00', proposed: r.simulated.perLevel[`V${l}`] ?? '0.00' }))}
            columns={[
              { title: t('bonus_per_level'), dataIndex: 'level' },
              { title: t('bonus_actual'), dataIndex: 'actual' },
              { title: t('bonus_proposed'), dataIndex: 'proposed' },
              { title: t('bonus_difference'), key: 'diff', render: (_, row) => diff(row.proposed, row.actual) },
            ]} />
        </>
      ) : null}
    </Card>
  );
}
