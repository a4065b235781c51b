import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { KINDS } from './kinds';
import { ledgerApi, type JournalRow } from './calls';
import { formatTime } from '../../kit/time';
import { useI18n } from '../../i18n';
import { QueryTable, usePaging } from '../../kit/QueryTable';
import { Signed } from '../../kit/Signed';
import { Amount } from '../../kit/Amount';

interface Filters { member_id?: string; kind?: string; from?: string; to?: string }

export function JournalPage() {
  const { t, tx } = useI18n();
  const [filters, setFilters] = useState<Filters>({});
  const paging = usePaging();
  const { page, limit } = paging;
  const list = useQuery({ queryKey: ['journal', filters, page, limit], queryFn: () => ledgerApi.journal({ ...filters, page, limit }), placeholderData: keepPreviousData });
  return (
    <Card title={t('journal')}>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={(v: Filters) => {
        setFilters(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, (typeof x === 'string' ? x.trim() : x) || undefined])));
        paging.reset();
      }}>
        <Form.Item name="member_id"><Input data-testid="journal-member" placeholder={t('member_id')} allowClear maxLength={32} style={{ width: 160 }} /></Form.Item>
        <Form.Item name="kind">
          <Select data-testid="journal-kind" allowClear placeholder={t('all_kinds')} style={{ width: 170 }} options={KINDS.map((k) => ({ value: k, label: tx(`kind_${k}`) }))} />
        </Form.Item>
        <Form.Item name="from" label={t('from_date')}><Input data-testid="journal-from" type="date" style={{ width: 160 }} /></Form.Item>
        <Form.Item name="to" label={t('to_date')}><Input data-testid="journal-to" type="date" style={{ width: 160 }} /></Form.Item>
        <Button data-testid="journal-search" type="primary" htmlType="submit">{t('search')}</Button>
      </Form>
      <QueryTable<JournalRow>
        data-testid="journal-table"
        errorTestId="journal-error"
        rowKey="id"
        size="small"
        scroll={undefined}
        query={list}
        paging={paging}
        expandable={{
          expandRowByClick: true,
          expandedRowRender: (e) => (
            <Table
              data-testid={`journal-postings-${e.id}`}
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={e.postings}
              columns={[
                {
                  title: t('account_owner'), dataIndex: 'owner',
                  render: (o: string, p) => (p.owner_type === 'member'
                    ? <Link to={`/wallets?member_id=${encodeURIComponent(o)}`}>{o}</Link>
                    : <Tag>{t('system_account')}: {o}</Tag>),
                },
                { title: t('asset'), dataIndex: 'asset', render: (a: string) => tx(a) },
                { title: t('amount'), dataIndex: 'amount', align: 'right', render: (v: string) => <Signed v={v} /> },
                { title: t('balance_after'), dataIndex: 'balance_after', align: 'right', render: (v: string) => <Amount v={v} /> },
                { title: t('counterparty'), dataIndex: 'counterparty', render: (v: string) => v || t('none') },
              ]}
            />
          ),
        }}
        columns={[
          { title: '#', dataIndex: 'id' },
          { title: t('time'), dataIndex: 'time', render: formatTime },
          { title: t('kind'), dataIndex: 'kind', render: (k: string) => <Tag>{tx(`kind_${k}`, k)}</Tag> },
          { title: t('memo'), dataIndex: 'memo', ellipsis: true },
          { title: t('actor'), dataIndex: 'actor', render: (a: string) => <Typography.Text code>{a}</Typography.Text> },
          { title: t('ref'), render: (_, e) => (e.ref_type ? `${e.ref_type} ${e.ref_id}` : t('none')) },
        ]}
      />
    </Card>
  );
}
