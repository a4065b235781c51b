import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { ordersApi, type OrderFilters, type OrderRow } from './calls';
import { formatTime } from '../../kit/time';
import { useCan } from '../../shell/auth';
import { useI18n } from '../../i18n';
import { QueryTable, usePaging } from '../../kit/QueryTable';
import { ORDER_STATUSES, type OrderStatus } from './statuses';
import { useToast } from '../../kit/toast';
import { OrderDrawer } from './OrderDrawer';
import { OrderStatusTag } from './OrderStatusTag';

export function OrdersPage() {
  const { t, tx } = useI18n();
  const can = useCan();
  const toast = useToast();
  const [filters, setFilters] = useState<OrderFilters>({});
  const paging = usePaging();
  const { page, limit } = paging;
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['orders', filters, page, limit],
    queryFn: () => ordersApi.orders({ ...filters, page, limit }),
    placeholderData: keepPreviousData,
  });
  // The export takes the filters that produced the table, not what is typed but not yet searched.
  const exporter = useMutation({
    mutationFn: () => ordersApi.exportOrders(filters),
    onSuccess: (name) => toast.success(t('exported').replace('{name}', name)),
    onError: toast.error,
  });
  return (
    <Card
      title={t('orders')}
      extra={<Button data-testid="orders-export" loading={exporter.isPending} onClick={() => exporter.mutate()}>{t('export_csv')}</Button>}
    >
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={(v: OrderFilters) => {
        setFilters(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, (typeof x === 'string' ? x.trim() : x) || undefined])));
        paging.reset();
      }}>
        <Form.Item name="status">
          <Select
            data-testid="orders-status"
            allowClear
            placeholder={t('all_statuses')}
            style={{ width: 170 }}
            options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`order_status_${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="q">
          <Input data-testid="orders-q" placeholder={t('order_search')} allowClear maxLength={40} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="from" label={t('from_date')}><Input data-testid="orders-from" type="date" style={{ width: 160 }} /></Form.Item>
        <Form.Item name="to" label={t('to_date')}><Input data-testid="orders-to" type="date" style={{ width: 160 }} /></Form.Item>
        <Button data-testid="orders-search" type="primary" htmlType="submit">{t('search')}</Button>
      </Form>
      <QueryTable<OrderRow>
        data-testid="orders-table"
        errorTestId="orders-error"
        rowKey="id"
        size="middle"
        query={list}
        paging={paging}
        onRow={(r) => ({ onClick: () => setOpen(r.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('order_no'), dataIndex: 'order_no', render: (no: string, r) => <span data-testid={`order-no-${r.id}`}>{no}</span> },
          { title: t('member_id'), dataIndex: 'member_id' },
          { title: t('status'), dataIndex: 'status', render: (s: OrderStatus, r) => <OrderStatusTag status={s} testId={`order-status-${r.id}`} /> },
          { title: t('total'), dataIndex: 'total', align: 'right' },
          { title: t('pay_method'), dataIndex: 'pay_method', render: (m: string | null) => (m ? tx(`pay_${m}`, m) : t('none')) },
          { title: t('order_created_at'), dataIndex: 'created_at', render: formatTime },
          { title: t('paid_at'), dataIndex: 'paid_at', render: formatTime },
          {
            title: '', fixed: 'right',
            render: (_, r) => (
              <Button size="small" data-testid={`order-open-${r.id}`} onClick={(e) => { e.stopPropagation(); setOpen(r.id); }}>
                {can('orders.write') && r.status === 'paid' ? t('ship') : t('details')}
              </Button>
            ),
          },
        ]}
      />
      <OrderDrawer orderId={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
