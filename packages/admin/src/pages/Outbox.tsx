import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { api, formatTime, type OutboxEntry } from '../api';
import { useI18n } from '../i18n';

const colors: Record<string, string> = { sent: 'green', logged: 'blue', failed: 'red' };

export function OutboxPage() {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const list = useQuery({ queryKey: ['outbox', page, limit], queryFn: () => api.outbox({ page, limit }), placeholderData: keepPreviousData });
  return (
    <Card title={t('outbox')}>
      {list.isError && <Alert type="error" title={list.error.message} style={{ marginBottom: 16 }} />}
      <Table<OutboxEntry>
        data-testid="outbox-table"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('empty') }}
        expandable={{ expandedRowRender: (r) => <pre style={{ whiteSpace: 'pre-wrap' }}>{r.text}{r.error ? `\n\n${r.error}` : ''}</pre> }}
        pagination={{ current: page, pageSize: limit, total: list.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => { setPage(s !== limit ? 1 : p); setLimit(s); } }}
        columns={[
          { title: t('time'), dataIndex: 'created_at', render: formatTime },
          { title: t('to'), dataIndex: 'to' },
          { title: t('subject'), dataIndex: 'subject' },
          { title: t('text'), dataIndex: 'text', ellipsis: true },
          { title: t('status'), dataIndex: 'status', render: (s: string) => <Tag color={colors[s]}>{s}</Tag> },
        ]}
      />
    </Card>
  );
}
