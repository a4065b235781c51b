import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { jobsApi, type JobEntry, type JobStateName } from './calls';
import { useCan } from '../../shell/auth';
import { useI18n, type TKey } from '../../i18n';
import { formatTime } from '../../kit/time';
import { useToast } from '../../kit/toast';
import { QueryTable, usePaging } from '../../kit/QueryTable';

const STATES: JobStateName[] = ['queued', 'retrying', 'running', 'dead', 'done', 'discarded'];
const colors: Record<JobStateName, string> = { queued: 'default', retrying: 'orange', running: 'blue', done: 'green', dead: 'red', discarded: 'default' };
const stateKey = (s: JobStateName) => `job_state_${s}` as TKey;

/** Background jobs: how many of each kind are in each state, and the jobs themselves, dead ones first to act on. */
export function JobsPage() {
  const { t } = useI18n();
  const can = useCan();
  const toast = useToast();
  const qc = useQueryClient();
  const [state, setState] = useState<JobStateName | undefined>('dead');
  const [name, setName] = useState<string | undefined>();
  const paging = usePaging();
  const { page, limit } = paging;
  const summary = useQuery({ queryKey: ['jobs', 'summary'], queryFn: () => jobsApi.jobsSummary() });
  const list = useQuery({ queryKey: ['jobs', 'list', state, name, page, limit], queryFn: () => jobsApi.jobs({ state, name, page, limit }), placeholderData: keepPreviousData });
  const act = useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'retry' | 'discard' }) => {
      if (action === 'retry') await jobsApi.retryJob(id);
      else await jobsApi.discardJob(id);
      return action;
    },
    onSuccess: async (action) => {
      toast.success(t(action === 'retry' ? 'job_retried' : 'job_discarded'));
      await qc.invalidateQueries({ queryKey: ['jobs'] });
    },
    onError: toast.error,
  });
  const names = summary.data?.queues.map((q) => q.name) ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Card title={t('jobs_summary')}>
        <Table
          data-testid="jobs-summary"
          rowKey="name"
          size="small"
          pagination={false}
          loading={summary.isPending}
          dataSource={summary.data?.queues ?? []}
          columns={[
            { title: t('job_name'), dataIndex: 'name' },
            ...STATES.map((s) => ({
              title: t(stateKey(s)), key: s, align: 'right' as const,
              render: (_: unknown, q: { counts: Record<JobStateName, number> }) => (q.counts[s] ? <Tag color={colors[s]}>{q.counts[s]}</Tag> : 0),
            })),
          ]}
        />
      </Card>
      <Card title={t('jobs')}>
        <Space style={{ marginBottom: 16 }} wrap>
          <Select
            data-testid="jobs-state"
            allowClear
            placeholder={t('all_statuses')}
            style={{ width: 200 }}
            value={state}
            onChange={(v?: JobStateName) => { setState(v); paging.reset(); }}
            options={STATES.map((s) => ({ value: s, label: t(stateKey(s)) }))}
          />
          <Select
            data-testid="jobs-name"
            allowClear
            placeholder={t('job_name')}
            style={{ width: 240 }}
            value={name}
            onChange={(v?: string) => { setName(v); paging.reset(); }}
            options={names.map((n) => ({ value: n, label: n }))}
          />
        </Space>
        <QueryTable<JobEntry>
          data-testid="jobs-table"
          rowKey="id"
          size="middle"
          query={list}
          paging={paging}
          expandable={{ expandedRowRender: (r) => <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(r.payload)}{r.last_error ? `\n\n${r.last_error}` : ''}</pre> }}
          columns={[
            { title: 'ID', dataIndex: 'id' },
            { title: t('job_name'), dataIndex: 'name' },
            { title: t('job_state'), dataIndex: 'state', render: (s: JobStateName) => <Tag color={colors[s]}>{t(stateKey(s))}</Tag> },
            { title: t('job_attempts'), dataIndex: 'attempts', render: (a: number, r) => `${a} / ${r.max_attempts}` },
            { title: t('job_last_error'), dataIndex: 'last_error', ellipsis: true, render: (e: string) => e.split('\n')[0] || t('none') },
            { title: t('job_run_at'), dataIndex: 'run_at', render: formatTime },
            { title: t('time'), dataIndex: 'created_at', render: formatTime },
            {
              title: '', fixed: 'right',
              render: (_, r) => can('jobs.write') && (
                <Space>
                  {['dead', 'discarded', 'retrying'].includes(r.state) && (
                    <Popconfirm title={t('job_retry_confirm')} onConfirm={() => act.mutate({ id: r.id, action: 'retry' })}>
                      <Button size="small" data-testid={`job-retry-${r.id}`}>{t('job_retry')}</Button>
                    </Popconfirm>
                  )}
                  {['dead', 'retrying', 'queued'].includes(r.state) && (
                    <Popconfirm title={t('job_discard_confirm')} onConfirm={() => act.mutate({ id: r.id, action: 'discard' })}>
                      <Button size="small" danger data-testid={`job-discard-${r.id}`}>{t('job_discard')}</Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
