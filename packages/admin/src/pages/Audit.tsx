import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { api, formatTime, type AuditEntry } from '../api';
import { useI18n } from '../i18n';

interface Filters { operator?: string; action?: string; target?: string }

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 2));

export function AuditPage() {
  const { t } = useI18n();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const list = useQuery({ queryKey: ['audit', filters, page, limit], queryFn: () => api.audit({ ...filters, page, limit }), placeholderData: keepPreviousData });
  return (
    <Card title={t('audit')}>
      <Form layout="inline" style={{ marginBottom: 16 }} onFinish={(v: Filters) => {
        setFilters(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x?.trim() || undefined])));
        setPage(1);
      }}>
        <Form.Item name="operator"><Input data-testid="audit-operator" placeholder={t('operator')} allowClear maxLength={64} /></Form.Item>
        <Form.Item name="action"><Input data-testid="audit-action" placeholder={t('action')} allowClear maxLength={64} /></Form.Item>
        <Form.Item name="target"><Input data-testid="audit-target" placeholder={t('target')} allowClear maxLength={64} /></Form.Item>
        <Button data-testid="audit-search" type="primary" htmlType="submit">{t('search')}</Button>
      </Form>
      {list.isError && <Alert type="error" title={list.error.message} style={{ marginBottom: 16 }} />}
      <Table<AuditEntry>
        data-testid="audit-table"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('empty') }}
        expandable={{
          expandedRowRender: (r) => (
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
              <div><Typography.Text strong>{t('before')}</Typography.Text><pre data-testid={`audit-before-${r.id}`}>{json(r.before)}</pre></div>
              <div><Typography.Text strong>{t('after')}</Typography.Text><pre data-testid={`audit-after-${r.id}`}>{json(r.after)}</pre></div>
            </div>
          ),
        }}
        pagination={{ current: page, pageSize: limit, total: list.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => { setPage(s !== limit ? 1 : p); setLimit(s); } }}
        columns={[
          { title: t('time'), dataIndex: 'created_at', render: formatTime },
          { title: t('operator'), dataIndex: 'operator' },
          { title: t('action'), dataIndex: 'action', render: (a: string) => <Typography.Text code>{a}</Typography.Text> },
          { title: t('target'), render: (_, r) => `${r.target_type} ${r.target_id}` },
          { title: t('ip'), dataIndex: 'ip' },
        ]}
      />
    </Card>
  );
}
