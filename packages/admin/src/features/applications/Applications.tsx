import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Image, Input, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../i18n';
import { QueryTable, usePaging } from '../../kit/QueryTable';
import { formatTime } from '../../kit/time';
import { useToast } from '../../kit/toast';
import { useCan } from '../../shell/auth';
import { applicationsApi, type ApplicationFilters, type ApplicationRow } from './calls';

const STATES = ['pending', 'approved', 'rejected'] as const;
const COLOR = { pending: 'gold', approved: 'green', rejected: 'red', none: 'default' } as const;
const PHOTOS = ['id_front', 'id_back', 'bank_card', 'personal_photo'] as const;

/** Account applications: the three steps' details and the four photos; approve, or reject with a reason. */
export function ApplicationsPage() {
  const { t } = useI18n();
  const can = useCan();
  const toast = useToast();
  const client = useQueryClient();
  const [filters, setFilters] = useState<ApplicationFilters>({ status: 'pending' });
  const [rejecting, setRejecting] = useState<ApplicationRow | null>(null);
  const paging = usePaging();
  const { page, limit } = paging;
  // The photo links expire within minutes: read again on every visit and focus.
  const list = useQuery({
    queryKey: ['applications', filters, page, limit],
    queryFn: () => applicationsApi.list({ ...filters, page, limit }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const done = () => void client.invalidateQueries({ queryKey: ['applications'] });
  const approve = useMutation({
    mutationFn: (id: number) => applicationsApi.approve(id),
    onSuccess: () => {
      toast.success(t('app_approved_done'));
      done();
    },
    onError: toast.error,
  });
  return (
    <Card title={t('applications')}>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} initialValues={filters} onFinish={(v: ApplicationFilters) => {
        setFilters({ status: v.status, member_id: v.member_id?.trim() || undefined });
        paging.reset();
      }}>
        <Form.Item name="status">
          <Select data-testid="applications-status-filter" style={{ width: 160 }} options={STATES.map((s) => ({ value: s, label: t(`app_status_${s}`) }))} />
        </Form.Item>
        <Form.Item name="member_id">
          <Input data-testid="applications-member" placeholder={t('member_id')} allowClear maxLength={32} style={{ width: 200 }} />
        </Form.Item>
        <Button data-testid="applications-search" type="primary" htmlType="submit">{t('search')}</Button>
      </Form>
      <QueryTable<ApplicationRow>
        data-testid="applications-table"
        errorTestId="applications-error"
        rowKey="id"
        size="middle"
        query={list}
        paging={paging}
        columns={[
          { title: t('member_id'), dataIndex: 'member_id' },
          {
            title: t('app_details'), key: 'details',
            render: (_, r) => (
              <Descriptions size="small" column={1} style={{ minWidth: 280 }} items={[
                { key: 'p', label: t('app_product'), children: <span data-testid={`application-product-${r.id}`}>{r.product_name}</span> },
                { key: 'm', label: t('app_pay_method'), children: t(`app_pay_${r.pay_method}`) },
                { key: 'i', label: t('app_id_card'), children: r.id_card },
                { key: 'a', label: t('app_address'), children: <span style={{ whiteSpace: 'pre-line' }}>{r.address}</span> },
                { key: 'b', label: t('app_bank'), children: `${r.bank_name} · ${r.bank_branch}` },
                { key: 'n', label: t('app_account'), children: `${r.bank_account} · ${r.account_name}` },
              ]} />
            ),
          },
          {
            title: t('app_photos'), key: 'photos',
            render: (_, r) => (
              <Image.PreviewGroup>
                <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 96px)', gap: 8 }}>
                  {PHOTOS.map((p) => (
                    <Image key={p} width={96} height={72} style={{ objectFit: 'cover' }} src={r[`${p}_url`]} alt={t(`app_photo_${p}`)} />
                  ))}
                </div>
              </Image.PreviewGroup>
            ),
          },
          { title: t('app_submitted_at'), dataIndex: 'submitted_at', render: formatTime },
          {
            title: t('status'), dataIndex: 'status',
            render: (s: ApplicationRow['status'], r) => (
              <Space direction="vertical" size={0}>
                <Tag color={COLOR[s]} data-testid={`application-state-${r.id}`}>{t(`app_status_${s === 'none' ? 'pending' : s}`)}</Tag>
                {r.reason ? <span>{r.reason}</span> : null}
                {r.reviewed_by ? <span>{r.reviewed_by} · {formatTime(r.reviewed_at)}</span> : null}
              </Space>
            ),
          },
          {
            title: '', key: 'actions', fixed: 'right',
            render: (_, r) => (can('applications.write') && r.status === 'pending' ? (
              <Space>
                <Button type="primary" size="small" data-testid={`application-approve-${r.id}`} loading={approve.isPending && approve.variables === r.id}
                  onClick={() => approve.mutate(r.id)}>{t('app_approve')}</Button>
                <Button danger size="small" data-testid={`application-reject-${r.id}`} onClick={() => setRejecting(r)}>{t('app_reject')}</Button>
              </Space>
            ) : null),
          },
        ]}
      />
      {rejecting ? <RejectDialog row={rejecting} onClose={() => setRejecting(null)} onDone={done} /> : null}
    </Card>
  );
}

function RejectDialog({ row, onClose, onDone }: { row: ApplicationRow; onClose: () => void; onDone: () => void }) {
  const { t } = useI18n();
  const toast = useToast();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useMutation({
    mutationFn: (reason: string) => applicationsApi.reject(row.id, reason),
    onSuccess: () => {
      toast.success(t('app_rejected_done'));
      onDone();
      onClose();
    },
    onError: toast.error,
  });
  return (
    <Modal open title={t('app_reject_title').replace('{member}', row.member_id)} onCancel={onClose} onOk={() => form.submit()}
      okText={t('app_reject')} okButtonProps={{ danger: true, 'data-testid': 'application-reject-confirm' }}
      cancelText={t('cancel')} confirmLoading={reject.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(v) => reject.mutate(v.reason.trim())}>
        <Form.Item name="reason" label={t('app_reject_reason')} rules={[{ required: true, whitespace: true, message: t('reason_required') }, { max: 500 }]}>
          <Input.TextArea data-testid="application-reject-reason" rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
