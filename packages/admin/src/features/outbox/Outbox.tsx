import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Tag } from 'antd';
import { outboxApi, type OutboxEntry } from './calls';
import { formatTime } from '../../kit/time';
import { useI18n } from '../../i18n';
import { QueryTable, usePaging } from '../../kit/QueryTable';

const colors: Record<string, string> = { queued: 'default', sent: 'green', logged: 'blue', failed: 'red' };

export function OutboxPage() {
  const { t } = useI18n();
  const paging = usePaging();
  const { page, limit } = paging;
  const list = useQuery({ queryKey: ['outbox', page, limit], queryFn: () => outboxApi.outbox({ page, limit }), placeholderData: keepPreviousData });
  return (
    <Card title={t('outbox')}>
      <QueryTable<OutboxEntry>
        data-testid="outbox-table"
        rowKey="id"
        query={list}
        paging={paging}
        expandable={{ expandedRowRender: (r) => <pre style={{ whiteSpace: 'pre-wrap' }}>{r.text}{r.error ? `\n\n${r.error}` : ''}</pre> }}
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
