import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Popconfirm, Select, Tag } from 'antd';
import { useState } from 'react';
import { operatorsApi, type Operator, type OperatorRole } from './calls';
import { formatTime } from '../../kit/time';
import { useMe } from '../../shell/auth';
import { useI18n } from '../../i18n';
import { useToast } from '../../kit/toast';
import { contractRule } from '../../kit/form';
import { QueryTable } from '../../kit/QueryTable';

const ROLES: OperatorRole[] = ['super_admin', 'operations', 'finance'];

export function OperatorsPage() {
  const { t } = useI18n();
  const toast = useToast();
  const qc = useQueryClient();
  const me = useMe();
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<{ username: string; password: string; role: OperatorRole }>();
  const list = useQuery({ queryKey: ['operators'], queryFn: operatorsApi.operators });
  const create = useMutation({
    mutationFn: operatorsApi.createOperator,
    onSuccess: async () => {
      toast.success(t('saved'));
      setCreating(false);
      form.resetFields();
      await qc.invalidateQueries({ queryKey: ['operators'] });
    },
    onError: toast.error,
  });
  const setStatus = useMutation({
    mutationFn: operatorsApi.operatorStatus,
    onSuccess: async () => {
      toast.success(t('saved'));
      await qc.invalidateQueries({ queryKey: ['operators'] });
    },
    onError: toast.error,
  });

  return (
    <Card title={t('operators')} extra={<Button data-testid="operator-new" type="primary" onClick={() => setCreating(true)}>{t('create_operator')}</Button>}>
      <QueryTable<Operator>
        query={list}
        scroll={undefined}
        data-testid="operators-table"
        rowKey="id"
        columns={[
          { title: t('username'), dataIndex: 'username' },
          { title: t('role'), dataIndex: 'role', render: (r: OperatorRole) => t(r) },
          { title: t('status'), dataIndex: 'status', render: (s: 'active' | 'disabled') => <Tag color={s === 'active' ? 'green' : 'red'}>{t(s)}</Tag> },
          { title: t('totp'), dataIndex: 'totp_enabled', render: (v: boolean) => (v ? t('on') : t('off')) },
          { title: t('last_login'), dataIndex: 'last_login_at', render: formatTime },
          { title: t('created'), dataIndex: 'created_at', render: formatTime },
          {
            title: '',
            render: (_, r) => r.id === me.data?.operator.id ? null : (
              <Popconfirm title={r.status === 'active' ? t('disable') : t('enable')} okText={r.status === 'active' ? t('disable') : t('enable')} cancelText={t('cancel')}
                onConfirm={() => setStatus.mutate({ id: r.id, status: r.status === 'active' ? 'disabled' : 'active' })}>
                <Button size="small" danger={r.status === 'active'} data-testid={`operator-toggle-${r.username}`}>{r.status === 'active' ? t('disable') : t('enable')}</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Modal open={creating} title={t('create_operator')} okText={t('create')} cancelText={t('cancel')} onCancel={() => setCreating(false)}
        onOk={() => form.submit()} confirmLoading={create.isPending} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ role: 'operations' }} onFinish={(v) => create.mutate({ ...v, username: v.username.trim() })}>
          <Form.Item name="username" label={t('username')} rules={[{ required: true, pattern: /^\s*[A-Za-z0-9_.-]{3,64}\s*$/, message: t('required') }]}>
            <Input data-testid="operator-username" maxLength={64} autoComplete="off" />
          </Form.Item>
          <Form.Item name="password" label={t('password')} extra={t('password_rule')} rules={[{ required: true, message: t('password_rule') }, contractRule('NewPassword', t('password_rule'))]}>
            <Input.Password data-testid="operator-password" maxLength={64} autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="role" label={t('role')} rules={[{ required: true }]}>
            <Select data-testid="operator-role" options={ROLES.map((r) => ({ value: r, label: t(r) }))} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
