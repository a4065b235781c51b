import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Image, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../i18n';
import { QueryTable, usePaging } from '../../kit/QueryTable';
import { formatTime } from '../../kit/time';
import { useToast } from '../../kit/toast';
import { useCan } from '../../shell/auth';
import { feedbackApi, type FeedbackFilters, type FeedbackRow } from './calls';

const STATES = ['pending', 'replied'] as const;

/** The feedback queue: what members wrote (with their pictures), answered once from a dialog. */
export function FeedbackPage() {
  const { t } = useI18n();
  const can = useCan();
  const client = useQueryClient();
  const [filters, setFilters] = useState<FeedbackFilters>({ status: 'pending' });
  const [answering, setAnswering] = useState<FeedbackRow | null>(null);
  const paging = usePaging();
  const { page, limit } = paging;
  const list = useQuery({
    queryKey: ['feedback', filters, page, limit],
    queryFn: () => feedbackApi.list({ ...filters, page, limit }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={t('feedback')}>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} initialValues={filters} onFinish={(v: FeedbackFilters) => {
        setFilters({ status: v.status, member_id: v.member_id?.trim() || undefined });
        paging.reset();
      }}>
        <Form.Item name="status">
          <Select data-testid="feedback-status-filter" style={{ width: 160 }} options={STATES.map((s) => ({ value: s, label: t(`feedback_status_${s}`) }))} />
        </Form.Item>
        <Form.Item name="member_id">
          <Input data-testid="feedback-member" placeholder={t('member_id')} allowClear maxLength={32} style={{ width: 200 }} />
        </Form.Item>
        <Button data-testid="feedback-search" type="primary" htmlType="submit">{t('search')}</Button>
      </Form>
      <QueryTable<FeedbackRow>
        data-testid="feedback-table"
        errorTestId="feedback-error"
        rowKey="id"
        size="middle"
        query={list}
        paging={paging}
        columns={[
          { title: t('member_id'), dataIndex: 'member_id' },
          { title: t('feedback_type'), dataIndex: 'type', render: (v: FeedbackRow['type']) => <Tag>{t(`feedback_type_${v}`)}</Tag> },
          {
            title: t('feedback_message'), key: 'message',
            render: (_, r) => (
              <Space direction="vertical" size={4} style={{ maxWidth: 420 }}>
                <strong data-testid={`feedback-title-${r.id}`}>{r.title}</strong>
                <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{r.content}</Typography.Paragraph>
                {r.images.length ? (
                  <Image.PreviewGroup>
                    <Space>{r.images.map((u, i) => <Image key={u} width={64} height={64} style={{ objectFit: 'cover' }} src={u} alt={`${t('feedback_image')} ${i + 1}`} />)}</Space>
                  </Image.PreviewGroup>
                ) : null}
                {r.status === 'replied' ? (
                  <Typography.Text type="success" style={{ whiteSpace: 'pre-line' }} data-testid={`feedback-reply-${r.id}`}>{r.reply}</Typography.Text>
                ) : null}
              </Space>
            ),
          },
          { title: t('feedback_sent_at'), dataIndex: 'created_at', render: formatTime },
          {
            title: t('status'), dataIndex: 'status',
            render: (s: FeedbackRow['status'], r) => (
              <Space direction="vertical" size={0}>
                <Tag color={s === 'replied' ? 'green' : 'gold'}>{t(`feedback_status_${s}`)}</Tag>
                {r.replied_by ? <span>{r.replied_by} · {formatTime(r.replied_at)}</span> : null}
              </Space>
            ),
          },
          {
            title: '', key: 'actions', fixed: 'right',
            render: (_, r) => (can('feedback.write') && r.status === 'pending' ? (
              <Button type="primary" size="small" data-testid={`feedback-answer-${r.id}`} onClick={() => setAnswering(r)}>{t('feedback_answer')}</Button>
            ) : null),
          },
        ]}
      />
      {answering ? <ReplyDialog row={answering} onClose={() => setAnswering(null)} onDone={() => void client.invalidateQueries({ queryKey: ['feedback'] })} /> : null}
    </Card>
  );
}

function ReplyDialog({ row, onClose, onDone }: { row: FeedbackRow; onClose: () => void; onDone: () => void }) {
  const { t } = useI18n();
  const toast = useToast();
  const [form] = Form.useForm<{ reply: string }>();
  const reply = useMutation({
    mutationFn: (text: string) => feedbackApi.reply(row.id, text),
    onSuccess: () => {
      toast.success(t('feedback_replied_done'));
      onDone();
      onClose();
    },
    onError: toast.error,
  });
  return (
    <Modal open title={row.title} onCancel={onClose} onOk={() => form.submit()} okText={t('feedback_answer')}
      okButtonProps={{ 'data-testid': 'feedback-reply-confirm' }} cancelText={t('cancel')} confirmLoading={reply.isPending} destroyOnHidden>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{row.content}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => reply.mutate(v.reply.trim())}>
        <Form.Item name="reply" label={t('feedback_reply')} rules={[{ required: true, whitespace: true, message: t('feedback_reply_required') }, { max: 2000 }]}>
          <Input.TextArea data-testid="feedback-reply-text" rows={4} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
