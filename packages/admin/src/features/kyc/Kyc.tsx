import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Image, Input, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../i18n';
import { QueryTable, usePaging } from '../../kit/QueryTable';
import { formatTime } from '../../kit/time';
import { useToast } from '../../kit/toast';
import { useCan } from '../../shell/auth';
import { kycApi, type KycFilters, type KycRow } from './calls';

const STATES = ['pending', 'approved', 'rejected'] as const;
const COLOR = { pending: 'gold', approved: 'green', rejected: 'red', none: 'default' } as const;

/** The identity verification queue: both photos side by side, approve, or reject with a reason the member sees. */
export function KycPage() {
  const { t } = useI18n();
  const can = useCan();
  const toast = useToast();
  const client = useQueryClient();
  const [filters, setFilters] = useState<KycFilters>({ status: 'pending' });
  const [rejecting, setRejecting] = useState<KycRow | null>(null);
  const paging = usePaging();
  const { page, limit } = paging;
  // The photo links expire within minutes: the queue is read again on every visit and focus.
  const list = useQuery({
    queryKey: ['kyc', filters, page, limit],
    queryFn: () => kycApi.list({ ...filters, page, limit }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const done = () => void client.invalidateQueries({ queryKey: ['kyc'] });
  const approve = useMutation({
    mutationFn: (id: number) => kycApi.approve(id),
    onSuccess: () => {
      toast.success(t('kyc_approved_done'));
      done();
    },
    onError: toast.error,
  });
  const writable = can('kyc.write');
  return (
    <Card title={t('kyc')}>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} initialValues={filters} onFinish={(v: KycFilters) => {
        setFilters({ status: v.status, member_id: v.member_id?.trim() || undefined });
        paging.reset();
      }}>
        <Form.Item name="status">
          <Select data-testid="kyc-status-filter" style={{ width: 160 }}
            options={STATES.map((s) => ({ value: s, label: t(`kyc_status_${s}`) }))} />
        </Form.Item>
        <Form.Item name="member_id">
          <Input data-testid="kyc-member" placeholder={t('member_id')} allowClear maxLength={32} style={{ width: 200 }} />
        </Form.Item>
        <Button data-testid="kyc-search" type="primary" htmlType="submit">{t('search')}</Button>
      </Form>
      <QueryTable<KycRow>
        data-testid="kyc-table"
        errorTestId="kyc-error"
        rowKey="id"
        size="middle"
        query={list}
        paging={paging}
        columns={[
          { title: t('member_id'), dataIndex: 'member_id' },
          {
            title: t('kyc_identity'), key: 'identity',
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <strong data-testid={`kyc-name-${r.id}`}>{r.real_name}</strong>
                <span>{t(`kyc_type_${r.id_type}`)} · {r.id_number}</span>
              </Space>
            ),
          },
          {
            title: t('kyc_photos'), key: 'photos',
            render: (_, r) => (
              <Image.PreviewGroup>
                <Space>
                  <Image width={120} height={90} style={{ objectFit: 'cover' }} src={r.id_photo_url} alt={t('kyc_id_photo')} data-testid={`kyc-id-photo-${r.id}`} />
                  <Image width={120} height={90} style={{ objectFit: 'cover' }} src={r.selfie_url} alt={t('kyc_selfie')} data-testid={`kyc-selfie-${r.id}`} />
                </Space>
              </Image.PreviewGroup>
            ),
          },
          { title: t('kyc_submitted_at'), dataIndex: 'submitted_at', render: formatTime },
          {
            title: t('status'), dataIndex: 'status',
            render: (s: KycRow['status'], r) => (
              <Space direction="vertical" size={0}>
                <Tag color={COLOR[s]} data-testid={`kyc-state-${r.id}`}>{t(`kyc_status_${s === 'none' ? 'pending' : s}`)}</Tag>
                {r.reason ? <span>{r.reason}</span> : null}
                {r.reviewed_by ? <span>{r.reviewed_by} · {formatTime(r.reviewed_at)}</span> : null}
              </Space>
            ),
          },
          {
            title: '', key: 'actions', fixed: 'right',
            render: (_, r) => (writable && r.status === 'pending' ? (
              <Space>
                <Button type="primary" size="small" data-testid={`kyc-approve-${r.id}`} loading={approve.isPending && approve.variables === r.id}
                  onClick={() => approve.mutate(r.id)}>{t('kyc_approve')}</Button>
                <Button danger size="small" data-testid={`kyc-reject-${r.id}`} onClick={() => setRejecting(r)}>{t('kyc_reject')}</Button>
              </Space>
            ) : null),
          },
        ]}
      />
      {rejecting ? <RejectDialog row={rejecting} onClose={() => setRejecting(null)} onDone={done} /> : null}
    </Card>
  );
}

function RejectDialog({ row, onClose, onDone }: { row: KycRow; onClose: () => void; onDone: () => void }) {
  const { t } = useI18n();
  const toast = useToast();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useMutation({
    mutationFn: (reason: string) => kycApi.reject(row.id, reason),
    onSuccess: () => {
      toast.success(t('kyc_rejected_done'));
      onDone();
      onClose();
    },
    onError: toast.error,
  });
  return (
    <Modal open title={t('kyc_reject_title').replace('{name}', row.real_name)} onCancel={onClose} onOk={() => form.submit()}
      okText={t('kyc_reject')} okButtonProps={{ danger: true, 'data-testid': 'kyc-reject-confirm' }}
      cancelText={t('cancel')} confirmLoading={reject.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(v) => reject.mutate(v.reason.trim())}>
        <Form.Item name="reason" label={t('kyc_reject_reason')} rules={[{ required: true, whitespace: true, message: t('reason_required') }, { max: 500 }]}>
          <Input.TextArea data-testid="kyc-reject-reason" rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
