import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Divider, Form, Input, InputNumber, Modal, Radio, Table, Typography } from 'antd';
import { useState } from 'react';
import { ordersApi, type OrderDetail } from './calls';
import { formatTime } from '../../kit/time';
import { useI18n } from '../../i18n';
import { useToast } from '../../kit/toast';
import { Amount } from '../../kit/Amount';

/** The order's refunds so far: when, how much per asset, why, which items. */
export function RefundList({ order }: { order: OrderDetail }) {
  const { t, tx } = useI18n();
  if (order.refunds.length === 0) return null;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('refunds')} · {t('refunded_total')} <span data-testid="order-drawer-refunded-total"><Amount v={order.refunded_total} /></span>
      </Typography.Title>
      <Table
        data-testid="order-drawer-refunds"
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.refunds}
        columns={[
          { title: t('refund_time'), dataIndex: 'time', render: (v: number) => formatTime(v) },
          {
            title: t('refund_amount'), dataIndex: 'amount', align: 'right',
            render: (v: string, r) => <span data-testid={`order-refund-amount-${r.id}`}><Amount v={v} /> ({r.amounts.map((a) => `${tx(a.asset, a.asset)} ${a.amount}`).join(' · ')})</span>,
          },
          { title: t('refund_lines'), dataIndex: 'lines', render: (lines: OrderDetail['refunds'][number]['lines']) => lines.map((l) => `${l.name} ×${l.quantity}`).join(', ') },
          { title: t('reason'), dataIndex: 'reason' },
        ]}
      />
    </>
  );
}

type Step = 'choose' | 'check';

/**
 * Refunds a paid order: the whole remainder or a quantity per line, with a reason; a second step says what will
 * happen (money back as paid, stock back, bonuses reversed) before anything is sent.
 */
export function RefundButton({ order, onDone }: { order: OrderDetail; onDone(next: OrderDetail): Promise<void> }) {
  const { t } = useI18n();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('choose');
  const [mode, setMode] = useState<'whole' | 'lines'>('whole');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [form] = Form.useForm<{ reason: string }>();
  const picked = order.lines.filter((l) => (quantities[l.id] ?? 0) > 0).map((l) => ({ line_id: l.id, quantity: quantities[l.id]! }));
  const close = () => { setOpen(false); setStep('choose'); setMode('whole'); setQuantities({}); form.resetFields(); };
  const refund = useMutation({
    mutationFn: () => ordersApi.refundOrder({ order_id: order.id, reason, ...(mode === 'lines' ? { lines: picked } : {}) }),
    onSuccess: async (next) => {
      toast.success(t('refund_ok'));
      close();
      await onDone(next);
    },
    onError: (err) => { setStep('choose'); toast.error(err); },
  });
  const what = mode === 'whole' ? t('refund_what_whole') : t('refund_what_lines').replace('{n}', String(picked.reduce((s, p) => s + p.quantity, 0)));
  return (
    <>
      <Divider />
      <Button danger data-testid="order-refund" onClick={() => setOpen(true)}>{t('refund_order')}</Button>
      <Modal
        open={open}
        width={680}
        title={step === 'choose' ? t('refund_title') : t('refund_check_title')}
        onCancel={close}
        destroyOnHidden
        footer={step === 'choose'
          ? [<Button key="next" type="primary" data-testid="order-refund-next" onClick={() => form.submit()}>{t('refund_next')}</Button>]
          : [
            <Button key="back" data-testid="order-refund-back" onClick={() => setStep('choose')}>{t('refund_back')}</Button>,
            <Button key="ok" danger type="primary" data-testid="order-refund-confirm" loading={refund.isPending} onClick={() => refund.mutate()}>{t('refund_confirm')}</Button>,
          ]}
      >
        {step === 'choose' ? (
          <Form form={form} layout="vertical" onFinish={(v) => {
            if (mode === 'lines' && picked.length === 0) { toast.error(t('refund_nothing')); return; }
            setReason(v.reason.trim());
            setStep('check');
          }}>
            <Radio.Group data-testid="order-refund-mode" value={mode} onChange={(e) => setMode(e.target.value)} style={{ marginBottom: 12 }}>
              <Radio value="whole" data-testid="order-refund-whole">{t('refund_whole')}</Radio>
              <Radio value="lines" data-testid="order-refund-lines">{t('refund_by_line')}</Radio>
            </Radio.Group>
            {mode === 'lines' && (
              <Table
                data-testid="order-refund-line-table"
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={order.lines}
                columns={[
                  { title: t('product_name'), dataIndex: 'name', render: (n: string, l) => (l.spec ? `${n} · ${l.spec}` : n) },
                  { title: t('quantity'), dataIndex: 'quantity', align: 'right' },
                  { title: t('refunded_qty'), dataIndex: 'refunded_quantity', align: 'right' },
                  {
                    title: t('refund_qty'), key: 'qty', align: 'right',
                    render: (_, l) => (
                      <InputNumber
                        data-testid={`order-refund-qty-${l.id}`}
                        min={0}
                        max={l.quantity - l.refunded_quantity}
                        precision={0}
                        disabled={l.quantity === l.refunded_quantity}
                        value={quantities[l.id] ?? 0}
                        onChange={(v) => setQuantities((q) => ({ ...q, [l.id]: Math.max(0, Math.min(Number(v ?? 0), l.quantity - l.refunded_quantity)) }))}
                      />
                    ),
                  },
                ]}
              />
            )}
            <Form.Item name="reason" label={t('reason')} style={{ marginTop: 12 }} rules={[{ required: true, whitespace: true, message: t('reason_required') }, { max: 500 }]}>
              <Input.TextArea data-testid="order-refund-reason" rows={3} maxLength={500} />
            </Form.Item>
          </Form>
        ) : (
          <Alert
            type="warning"
            showIcon
            data-testid="order-refund-check"
            title={t('refund_check_body').replace('{what}', what).replace('{no}', order.order_no)}
            description={reason}
          />
        )}
      </Modal>
    </>
  );
}
