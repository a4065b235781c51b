import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Typography } from 'antd';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@onego/contract';
import { useState } from 'react';
import { auditApi, type AuditEntry } from './calls';
import { formatTime } from '../../kit/time';
import { useI18n } from '../../i18n';
import { QueryTable, usePaging } from '../../kit/QueryTable';

interface Filters { operator?: string; action?: string; target?: string }

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 2));

export function AuditPage() {
  const { t, lang } = useI18n();
  const [filters, setFilters] = useState<Filters>({});
  const paging = usePaging();
  const { page, limit } = paging;
  const list = useQuery({ queryKey: ['audit', filters, page, limit], queryFn: () => auditApi.audit({ ...filters, page, limit }), placeholderData: keepPreviousData });
  return (
    <Card title={t('audit')}>
      <Form layout="inline" style={{ marginBottom: 16 }} onFinish={(v: Filters) => {
        setFilters(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, (typeof x === 'string' ? x.trim() : x) || undefined])));
        paging.reset();
      }}>
        <Form.Item name="operator"><Input data-testid="audit-operator" placeholder={t('operator')} allowClear maxLength={64} /></Form.Item>
        <Form.Item name="action">
          <Select data-testid="audit-action" placeholder={t('action')} allowClear showSearch optionFilterProp="label" style={{ minWidth: 220 }}
            options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a][lang] }))} />
        </Form.Item>
        <Form.Item name="target"><Input data-testid="audit-target" placeholder={t('target')} allowClear maxLength={64} /></Form.Item>
        <Button data-testid="audit-search" type="primary" htmlType="submit">{t('search')}</Button>
      </Form>
      <QueryTable<AuditEntry>
        data-testid="audit-table"
        rowKey="id"
        query={list}
        paging={paging}
        expandable={{
          expandedRowRender: (r) => (
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
              <div><Typography.Text strong>{t('before')}</Typography.Text><pre data-testid={`audit-before-${r.id}`}>{json(r.before)}</pre></div>
              <div><Typography.Text strong>{t('after')}</Typography.Text><pre data-testid={`audit-after-${r.id}`}>{json(r.after)}</pre></div>
            </div>
          ),
        }}
        columns={[
          { title: t('time'), dataIndex: 'created_at', render: formatTime },
          { title: t('operator'), dataIndex: 'operator' },
          { title: t('action'), dataIndex: 'action', render: (a: string) => (
            // Rows written before the actions became an enum keep their old names: shown as they are.
            a in AUDIT_ACTION_LABELS ? <span title={a}>{AUDIT_ACTION_LABELS[a as AuditAction][lang]}</span> : <Typography.Text code>{a}</Typography.Text>
          ) },
          { title: t('target'), render: (_, r) => `${r.target_type} ${r.target_id}` },
          { title: t('ip'), dataIndex: 'ip' },
        ]}
      />
    </Card>
  );
}
