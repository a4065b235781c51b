import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { WITHDRAWAL_STATUSES } from '@onego/contract';
import { useI18n } from '../../i18n';
import { QueryTable, usePaging } from '../../kit/QueryTable';
import { formatTime } from '../../kit/time';
import { useToast } from '../../kit/toast';
import { useCan } from '../../shell/auth';
import { withdrawalsApi, type WithdrawalFilters, type WithdrawalRow } from './calls';

/** The withdrawal review queue: filters, the open total, approve (authenticator code) or reject (reason) one or many. */
export function WithdrawalsPage() {
  const { t } = useI18n();
  const can = useCan();
  const toast = useToast();
  const client = useQueryClient();
  const [filters, setFilters] = useState<WithdrawalFilters>({ status: 'pending_review' });
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [input, setInput] = useState('');
  const paging = usePaging();
  const { page, limit } = paging;
  const list = useQuery({
    queryKey: ['withdrawals', filters, page, limit],
    queryFn: () => withdrawalsApi.list({ ...filters, page, limit }),
    placeholderData: keepPreviousData,
  });
  const hot = useQuery({ queryKey: ['withdrawals', 'hot-wallet'], queryFn: withdrawalsApi.hotWallet }).data;
  const review = useMutation({
    mutationFn: () => (dialog === 'approve' ? withdrawalsApi.approve(selected, input.trim()) : withdrawalsApi.reject(selected, input.trim())),
    onSuccess: () => {
      toast.success(t(dialog === 'approve' ? 'withdrawals_approved' : 'withdrawals_rejected'));
      setDialog(null);
      setSelected([]);
      setInput('');
      void client.invalidateQueries({ queryKey: ['withdrawals'] });
    },
    onError: toast.error,
  });
  const reviewable = can('withdrawals.review');
  return (
    <Card title={t('withdrawals')} extra={list.data ? <span data-testid="withdrawals-open-total">{t('withdrawals_open_total')}: {list.data.pending_total}</span> : null}>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} initialValues={filters} onFinish={(v: WithdrawalFilters) => {
        setFilters(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, (typeof x === 'string' ? x.trim() : x) || undefined])));
        setSelected([]);
        paging.reset();
      }}>
        <Form.Item name="status">
          <Select data-testid="withdrawals-status" allowClear placeholder={t('all_statuses')} style={{ width: 170 }}
            options={WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`withdrawal_status_${s}`) }))} />
        </Form.Item>
        <Form.Item name="q"><Input data-testid="withdrawals-q" placeholder={t('withdrawal_search')} allowClear maxLength={64} style={{ width: 260 }} /></Form.Item>
        <Form.Item name="from" label={t('from_date')}><Input type="date" style={{ width: 160 }} /></Form.Item>
        <Form.Item name="to" label={t('to_date')}><Input type="date" style={{ width: 160 }} /></Form.Item>
        <Button data-testid="withdrawals-search" type="primary" htmlType="submit">{t('search')}</Button>
      </Form>
      {hot ? (
        <p data-testid="withdrawals-hot-wallet">
          {t('hot_wallet')}: <code>{hot.address || t('none')}</code> · USDT {hot.usdt ?? '—'} · BNB {hot.bnb ?? '—'} · {t('withdrawals_open_total')} {hot.pending_total}
        </p>
      ) : null}
      {reviewable ? (
        <Space style={{ marginBottom: 12 }}>
          <Button data-testid="withdrawals-approve" type="primary" disabled={!selected.length} onClick={() => setDialog('approve')}>{t('withdrawal_approve')} ({selected.length})</Button>
          <Button data-testid="withdrawals-reject" danger disabled={!selected.length} onClick={() => setDialog('reject')}>{t('withdrawal_reject')} ({selected.length})</Button>
        </Space>
      ) : null}
      <QueryTable<WithdrawalRow>
        data-testid="withdrawals-table"
        errorTestId="withdrawals-error"
        rowKey="id"
        size="middle"
        query={list}
        paging={paging}
        rowSelection={reviewable ? {
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (r: WithdrawalRow) => ({ disabled: r.status !== 'pending_review', 'data-testid': `withdrawal-select-${r.id}` } as never),
        } : undefined}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: t('member_id'), dataIndex: 'member_id' },
          { title: t('status'), dataIndex: 'status', render: (s: string, r) => <Tag data-testid={`withdrawal-status-${r.id}`}>{t(`withdrawal_status_${s as WithdrawalRow['status']}`)}</Tag> },
          { title: t('withdrawal_amount'), dataIndex: 'amount', align: 'right' },
          { title: t('withdrawal_fee'), dataIndex: 'fee', align: 'right' },
          { title: t('withdrawal_arrival'), dataIndex: 'arrival', align: 'right' },
          { title: t('withdrawal_address'), dataIndex: 'address', render: (a: string) => <code>{a}</code> },
          { title: t('withdrawal_tx'), dataIndex: 'tx_hash', render: (h: string, r) => <code data-testid={`withdrawal-tx-${r.id}`}>{h}</code> },
          { title: t('withdrawal_reason'), dataIndex: 'reason' },
          { title: t('withdrawal_reviewed_by'), dataIndex: 'reviewed_by' },
          { title: t('withdrawal_time'), dataIndex: 'time', render: formatTime },
        ]}
      />
      <Modal open={dialog !== null} title={t(dialog === 'approve' ? 'withdrawal_approve' : 'withdrawal_reject')} onCancel={() => setDialog(null)}
        onOk={() => review.mutate()} okButtonProps={{ loading: review.isPending, disabled: !input.trim(), 'data-testid': 'withdrawals-confirm' } as never}>
        <p>{t('withdrawal_selected')}: {selected.join(', ')}</p>
        {dialog === 'approve' ? (
          <Input data-testid="withdrawals-totp" value={input} onChange={(e) => setInput(e.target.value)} inputMode="numeric" maxLength={6} placeholder={t('withdrawal_totp')} />
        ) : (
          <Input.TextArea data-testid="withdrawals-reason" value={input} onChange={(e) => setInput(e.target.value)} maxLength={500} placeholder={t('withdrawal_reason_required')} />
        )}
      </Modal>
    </Card>
  );
}
