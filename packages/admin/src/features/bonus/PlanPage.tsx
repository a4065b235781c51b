import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../i18n';
import { QueryState } from '../../kit/LoadingDrawer';
import { formatTime } from '../../kit/time';
import { useToast } from '../../kit/toast';
import { useCan } from '../../shell/auth';
import { bonusApi, fill, type Plan, type PlanVersion } from './calls';
import { LevelsTable } from './Levels';
import { PlanEditor } from './PlanEditor';

/** The plan's versions (in force, scheduled, replaced), the levels of the version in force, and a new version from a future date. */
export function BonusPlanPage() {
  const { t } = useI18n();
  const can = useCan();
  const plans = useQuery({ queryKey: ['bonus', 'plans'], queryFn: bonusApi.plans });
  const [viewing, setViewing] = useState<PlanVersion | null>(null);
  const [editing, setEditing] = useState(false);
  const data = plans.data;
  const current = data?.list.find((v) => v.in_force);
  const stateOf = (v: PlanVersion) => {
    if (v.in_force) return <Tag color="green">{t('bonus_in_force')}</Tag>;
    if (data && v.effective_from > data.today) return <Tag color="blue">{t('bonus_scheduled')}</Tag>;
    return <Tag>{t('bonus_replaced')}</Tag>;
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <Card title={t('bonus_versions')} extra={can('bonus.plan.write') && current ? (
        <Button type="primary" data-testid="bonus-new-version" onClick={() => setEditing(true)}>{t('bonus_new_version')}</Button>
      ) : null}>
        <QueryState query={plans} />
        <Table<PlanVersion> data-testid="bonus-versions" rowKey="version" size="middle" pagination={false} dataSource={data?.list ?? []} columns={[
          { title: t('bonus_version'), dataIndex: 'version' },
          { title: t('bonus_effective_from'), dataIndex: 'effective_from' },
          { title: t('status'), render: (_, v) => stateOf(v) },
          { title: t('bonus_note'), dataIndex: 'note' },
          { title: t('bonus_created_by'), dataIndex: 'created_by' },
          { title: t('time'), dataIndex: 'created_time', render: formatTime },
          { title: '', render: (_, v) => <Button size="small" data-testid={`bonus-view-${v.version}`} onClick={() => setViewing(v)}>{t('details')}</Button> },
        ]} />
      </Card>
      {current ? (
        <Card title={`${t('bonus_levels')} (${t('bonus_version')} ${current.version})`}>
          <LevelsTable plan={current.plan} />
        </Card>
      ) : null}
      <Drawer open={!!viewing} onClose={() => setViewing(null)} size={900} title={viewing ? `${t('bonus_version')} ${viewing.version} · ${viewing.effective_from}` : ''} destroyOnHidden>
        {viewing ? <PlanEditor value={viewing.plan} /> : null}
      </Drawer>
      {editing && current && data ? (
        <NewVersionDrawer base={current.plan} earliest={data.earliest_from} onClose={() => setEditing(false)} />
      ) : null}
    </Space>
  );
}

/** Edits a copy of `base` and saves it as a new version from a chosen date (tomorrow or later). */
export function NewVersionDrawer({ base, earliest, onClose, initial }: { base: Plan; earliest: string; onClose(): void; initial?: Plan }) {
  const { t } = useI18n();
  const toast = useToast();
  const qc = useQueryClient();
  const [plan, setPlan] = useState<Plan>(initial ?? base);
  const [from, setFrom] = useState(earliest);
  const [note, setNote] = useState('');
  const save = useMutation({
    mutationFn: () => bonusApi.createPlan({ effective_from: from, plan, note: note.trim() || undefined }),
    onSuccess: (v) => {
      toast.success(fill(t('bonus_applied'), { version: v.version, date: v.effective_from }));
      void qc.invalidateQueries({ queryKey: ['bonus', 'plans'] });
      onClose();
    },
    onError: toast.error,
  });
  return (
    <Drawer open onClose={onClose} size={900} title={t('bonus_new_version')} destroyOnHidden extra={
      <Space>
        <span>{t('bonus_apply_from')}</span>
        <Input data-testid="bonus-apply-from" type="date" min={earliest} value={from} onChange={(e) => setFrom(e.target.value)} style={{ width: 160 }} />
        <Button type="primary" data-testid="bonus-save-version" loading={save.isPending} onClick={() => save.mutate()}>{t('bonus_save_version')}</Button>
      </Space>
    }>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={fill(t('bonus_new_version_hint'), { date: earliest })} />
      <Input data-testid="bonus-note" placeholder={t('bonus_note')} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} style={{ marginBottom: 12 }} />
      <PlanEditor value={plan} base={base} onChange={setPlan} />
    </Drawer>
  );
}
