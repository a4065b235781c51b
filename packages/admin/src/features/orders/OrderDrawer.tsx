import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Divider, Drawer, Form, Input, Modal, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { ordersApi, type OrderDetail } from './calls';
import { formatTime } from '../../kit/time';
import { useCan } from '../../shell/auth';
import { useI18n } from '../../i18n';
import { QueryState } from '../../kit/LoadingDrawer';
import { useToast } from '../../kit/toast';
import { OrderStatusTag } from './OrderStatusTag';
import { Amount } from '../../kit/Amount';
import { RefundButton, RefundList } from './Refunds';
import { REFUNDABLE } from './statuses';

// The server's rule for tracking numbers (contract AdminShipBody), checked here too so the operator sees it at once.
const TRACKING_NO = /^[A-Za-z0-9 _-]+$/;

/** Who made a transition, from the event's actor (`member:<id>`, `operator:<name>`, `system`). */
function useActorText() {
  const { t } = useI18n();
  return (actor: string) => {
    const [kind, id = ''] = actor.split(/:(.*)/s);
    if (kind === 'member') return t('actor_member').replace('{id}', id);
    if (kind === 'operator') return t('actor_operator').replace('{id}', id);
    if (kind === 'system') return t('actor_system');
    return actor;
  };
}

function ShipForm({ order, onDone }: { order: OrderDetail; onDone(next: OrderDetail): Promise<void> }) {
  const { t } = useI18n();
  const toast = useToast();
  const [form] = Form.useForm<{ carrier: string; tracking_no: string }>();
  const ship = useMutation({
    mutationFn: (v: { carrier: string; tracking_no: string }) => ordersApi.shipOrder({ order_id: order.id, carrier: v.carrier.trim(), tracking_no: v.tracking_no.trim() }),
    onSuccess: async (next) => {
      toast.success(t('order_shipped_ok'));
      form.resetFields();
      await onDone(next);
    },
    onError: toast.error,
  });
  return (
    <>
      <Divider titlePlacement="start">{t('ship_order')}</Divider>
      <Form form={form} layout="vertical" data-testid="order-ship-form" onFinish={(v) => ship.mutate(v)}>
        <Form.Item name="carrier" label={t('carrier')} rules={[
          { required: true, whitespace: true, message: t('carrier_required') },
          { max: 60, message: t('too_long_60') },
        ]}>
          <Input data-testid="order-ship-carrier" maxLength={60} />
        </Form.Item>
        <Form.Item name="tracking_no" label={t('tracking_no')} rules={[
          { required: true, whitespace: true, message: t('tracking_required') },
          { max: 60, message: t('too_long_60') },
          { validator: async (_, v?: string) => { if (v?.trim() && !TRACKING_NO.test(v.trim())) throw new Error(t('tracking_invalid')); } },
        ]}>
          <Input data-testid="order-ship-tracking" maxLength={60} />
        </Form.Item>
        <Button data-testid="order-ship-submit" type="primary" htmlType="submit" loading={ship.isPending}>{t('ship')}</Button>
      </Form>
    </>
  );
}

function CancelButton({ order, onDone }: { order: OrderDetail; onDone(next: OrderDetail): Promise<void> }) {
  const { t } = useI18n();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useMutation({
    mutationFn: (reason: string) => ordersApi.cancelOrder({ order_id: order.id, reason }),
    onSuccess: async (next) => {
      toast.success(t('order_cancelled_ok'));
      setOpen(false);
      form.resetFields();
      await onDone(next);
    },
    onError: toast.error,
  });
  return (
    <>
      <Divider />
      <Button danger data-testid="order-cancel" onClick={() => setOpen(true)}>{t('cancel_order')}</Button>
      <Modal
        open={open}
        title={t('confirm_cancel_order')}
        okText={t('cancel_order')}
        okButtonProps={{ danger: true, 'data-testid': 'order-cancel-confirm' }}
        cancelText={t('keep_order')}
        confirmLoading={cancel.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => cancel.mutate(v.reason.trim())}>
          <Form.Item name="reason" label={t('reason')} rules={[{ required: true, whitespace: true, message: t('reason_required') }, { max: 500 }]}>
            <Input.TextArea data-testid="order-cancel-reason" rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** Everything about one order for an operator: times, buyer, address, goods, money, refunds, delivery, history; ship, cancel or refund it. */
export function OrderDrawer({ orderId, onClose }: { orderId: number | null; onClose(): void }) {
  const { t, tx } = useI18n();
  const can = useCan();
  const qc = useQueryClient();
  const actorText = useActorText();
  const detail = useQuery({ queryKey: ['order', orderId], queryFn: () => ordersApi.order(orderId!), enabled: orderId !== null });
  // The action answers the new detail: show it at once, and reload the list so its row changes too.
  const refresh = async (next: OrderDetail) => {
    qc.setQueryData(['order', orderId], next);
    await Promise.all([qc.invalidateQueries({ queryKey: ['orders'] }), qc.invalidateQueries({ queryKey: ['order', orderId] })]);
  };
  const o = detail.data;
  const write = can('orders.write');
  const paidWith = o ? ([['balance', o.paid_balance], ['shop_coins', o.paid_shop_coins], ['integral', o.paid_integral]] as const).filter(([, v]) => v !== '0.00') : [];
  return (
    <Drawer
      data-testid="order-drawer"
      open={orderId !== null}
      onClose={onClose}
      size={760}
      title={<Space>{t('order_detail')} {o?.order_no ?? ''}{o && <OrderStatusTag status={o.status} testId="order-drawer-status" />}</Space>}
      destroyOnHidden
    >
      <QueryState query={detail} />
      {o && (
        <>
          <Descriptions column={2} size="small" bordered title={t('order_times')}>
            <Descriptions.Item label={t('order_no')}><span data-testid="order-drawer-no">{o.order_no}</span></Descriptions.Item>
            <Descriptions.Item label={t('member_id')}><span data-testid="order-drawer-member">{o.member_id}</span></Descriptions.Item>
            <Descriptions.Item label={t('order_created_at')}>{formatTime(o.created_at)}</Descriptions.Item>
            <Descriptions.Item label={t('pay_deadline')}>{o.status === 'unpaid' ? formatTime(o.pay_deadline) : t('none')}</Descriptions.Item>
            <Descriptions.Item label={t('paid_at')}><span data-testid="order-drawer-paid-at">{formatTime(o.paid_at)}</span></Descriptions.Item>
            <Descriptions.Item label={t('shipped_at')}><span data-testid="order-drawer-shipped-at">{formatTime(o.shipped_at)}</span></Descriptions.Item>
            <Descriptions.Item label={t('completed_at')}>{formatTime(o.completed_at)}</Descriptions.Item>
            <Descriptions.Item label={t('cancelled_at')}>{formatTime(o.cancelled_at)}</Descriptions.Item>
          </Descriptions>
          <Descriptions column={2} size="small" bordered title={t('shipping_address')} style={{ marginTop: 16 }}>
            <Descriptions.Item label={t('recipient')}><span data-testid="order-drawer-recipient">{o.address.recipient}</span></Descriptions.Item>
            <Descriptions.Item label={t('phone')}>+{o.address.area_code} {o.address.phone}</Descriptions.Item>
            <Descriptions.Item label={t('country')}>{o.address.country_name} ({o.address.country})</Descriptions.Item>
            <Descriptions.Item label={t('address_detail')}>{o.address.detail}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>{t('order_lines')} {o.presale && <Tag color="orange">{t('presale')}</Tag>}</Typography.Title>
          <Table
            data-testid="order-drawer-lines"
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={o.lines}
            columns={[
              { title: t('product_name'), dataIndex: 'name' },
              { title: t('spec'), dataIndex: 'spec', render: (s: string) => s || t('none') },
              { title: t('quantity'), dataIndex: 'quantity', align: 'right' },
              { title: t('refunded_qty'), dataIndex: 'refunded_quantity', align: 'right', render: (q: number) => q || t('none') },
              { title: t('unit_price'), dataIndex: 'price', align: 'right', render: (v: string) => <Amount v={v} /> },
              { title: t('subtotal'), dataIndex: 'subtotal', align: 'right' },
            ]}
          />
          <Descriptions column={2} size="small" bordered title={t('amounts')} style={{ marginTop: 16 }}>
            <Descriptions.Item label={t('goods_total')}>{o.goods_total}</Descriptions.Item>
            <Descriptions.Item label={t('shipping_fee')}><span data-testid="order-drawer-shipping-fee">{o.shipping_fee}</span></Descriptions.Item>
            <Descriptions.Item label={t('total')}><Typography.Text strong data-testid="order-drawer-total"><Amount v={o.total} /></Typography.Text></Descriptions.Item>
            <Descriptions.Item label={t('pay_method')}>{o.pay_method ? tx(`pay_${o.pay_method}`, o.pay_method) : t('not_paid')}</Descriptions.Item>
            <Descriptions.Item label={t('paid_with')} span={2}>
              <span data-testid="order-drawer-paid-with">
                {paidWith.length ? paidWith.map(([asset, v]) => `${t(asset)} ${v}`).join(' · ') : t('none')}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('remark')} span={2}>{o.remark || t('none')}</Descriptions.Item>
          </Descriptions>
          <RefundList order={o} />
          <Descriptions column={2} size="small" bordered title={t('delivery')} style={{ marginTop: 16 }}>
            <Descriptions.Item label={t('carrier')}><span data-testid="order-drawer-carrier">{o.carrier || t('none')}</span></Descriptions.Item>
            <Descriptions.Item label={t('tracking_no')}><span data-testid="order-drawer-tracking">{o.tracking_no || t('none')}</span></Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>{t('history')}</Typography.Title>
          {o.events.length === 0
            ? <Typography.Text type="secondary" data-testid="order-drawer-history-empty">{t('history_empty')}</Typography.Text>
            : (
              <Timeline
                data-testid="order-drawer-history"
                items={o.events.map((e, i) => ({
                  key: i,
                  content: (
                    <span data-testid={`order-event-${e.action}`}>
                      <Typography.Text strong>{tx(`event_${e.action}`, e.action)}</Typography.Text>
                      {' · '}{formatTime(e.time)}{' · '}{actorText(e.actor)}
                      {e.note && <Typography.Text type="secondary"> — {e.note}</Typography.Text>}
                    </span>
                  ),
                }))}
              />
            )}
          {write && (o.status === 'paid' || (o.status === 'partially_refunded' && o.shipped_at === null)) && <ShipForm order={o} onDone={refresh} />}
          {write && o.status === 'unpaid' && <CancelButton order={o} onDone={refresh} />}
          {can('orders.refund') && REFUNDABLE.includes(o.status) && <RefundButton order={o} onDone={refresh} />}
        </>
      )}
    </Drawer>
  );
}
