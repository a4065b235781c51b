import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Divider, Drawer, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { membersApi } from './calls';
import { formatTime } from '../../kit/time';
import { useCan } from '../../shell/auth';
import { useI18n } from '../../i18n';
import { QueryState } from '../../kit/LoadingDrawer';
import { useToast } from '../../kit/toast';
import { MemberStatusTag } from './MemberStatusTag';
import { contractRule } from '../../kit/form';
import { MemberBonus } from '../bonus/MemberBonus';


export function MemberDrawer({ memberId, onClose }: { memberId: string | null; onClose(): void }) {
  const { t } = useI18n();
  const can = useCan();
  const qc = useQueryClient();
  const toast = useToast();
  const [statusTarget, setStatusTarget] = useState<'active' | 'disabled' | null>(null);
  const [reasonForm] = Form.useForm<{ reason: string }>();
  const [pwForm] = Form.useForm<{ new_password: string }>();
  const detail = useQuery({ queryKey: ['member', memberId], queryFn: () => membersApi.member(memberId!), enabled: !!memberId });
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: ['member', memberId] }), qc.invalidateQueries({ queryKey: ['members'] })]);

  const setStatus = useMutation({
    mutationFn: (v: { status: 'active' | 'disabled'; reason: string }) => membersApi.memberStatus({ member_id: memberId!, ...v }),
    onSuccess: async () => {
      toast.success(t('saved'));
      setStatusTarget(null);
      reasonForm.resetFields();
      await refresh();
    },
    onError: toast.error,
  });
  const resetPw = useMutation({
    mutationFn: (v: { new_password: string }) => membersApi.memberResetPassword({ member_id: memberId!, ...v }),
    onSuccess: async () => {
      toast.success(t('saved'));
      pwForm.resetFields();
      await refresh();
    },
    onError: toast.error,
  });

  const d = detail.data;
  const canWrite = can('members.write');
  return (
    <Drawer data-testid="member-drawer" open={!!memberId} onClose={onClose} size={640} title={`${t('member_detail')} ${memberId ?? ''}`} destroyOnHidden>
      <QueryState query={detail} />
      {d && (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('member_id')}>{d.member_id}</Descriptions.Item>
            <Descriptions.Item label={t('status')}><MemberStatusTag status={d.status} /></Descriptions.Item>
            <Descriptions.Item label={t('name')}>{d.name}</Descriptions.Item>
            <Descriptions.Item label={t('nickname')}>{d.nickname}</Descriptions.Item>
            <Descriptions.Item label={t('email')}>{d.email}</Descriptions.Item>
            <Descriptions.Item label={t('mobile')}>+{d.area_code} {d.mobile}</Descriptions.Item>
            <Descriptions.Item label={t('birthday')}>{d.birthday || t('none')}</Descriptions.Item>
            <Descriptions.Item label={t('nationality')}>{d.nationality}</Descriptions.Item>
            <Descriptions.Item label={t('level')}>{d.level}</Descriptions.Item>
            <Descriptions.Item label={t('join_time')}>{formatTime(d.join_time)}</Descriptions.Item>
            <Descriptions.Item label={t('invite_code')}>{d.invite_code}</Descriptions.Item>
            <Descriptions.Item label={t('locked_until')}>{formatTime(d.locked_until)}</Descriptions.Item>
            <Descriptions.Item label={t('left_node_code')}>{d.left_node_code}</Descriptions.Item>
            <Descriptions.Item label={t('right_node_code')}>{d.right_node_code}</Descriptions.Item>
            <Descriptions.Item label={t('sponsor')}>{d.sponsor_member_id ?? t('none')}</Descriptions.Item>
            <Descriptions.Item label={t('parent')}>{d.parent_member_id ? `${d.parent_member_id} (${d.side})` : t('none')}</Descriptions.Item>
            <Descriptions.Item label={t('depth')}>{d.depth}</Descriptions.Item>
            <Descriptions.Item label={t('side')}>{d.side ?? t('none')}</Descriptions.Item>
            <Descriptions.Item label={t('left_child')}>{d.left_child_member_id ?? t('none')}</Descriptions.Item>
            <Descriptions.Item label={t('right_child')}>{d.right_child_member_id ?? t('none')}</Descriptions.Item>
            <Descriptions.Item label={t('account_kind')}>{d.main_member_id ? `${t('account_sub')} · ${d.main_member_id}` : t('account_main')}</Descriptions.Item>
          </Descriptions>
          {can('bonus.read') ? <MemberBonus memberId={d.member_id} /> : null}
          {canWrite && d.status !== 'cancelled' && (
            <>
              <Divider />
              <Space>
                {d.status === 'active'
                  ? <Button danger data-testid="member-disable" onClick={() => setStatusTarget('disabled')}>{t('disable')}</Button>
                  : <Button type="primary" data-testid="member-enable" onClick={() => setStatusTarget('active')}>{t('enable')}</Button>}
              </Space>
              <Divider titlePlacement="start">{t('reset_password')}</Divider>
              <Form form={pwForm} layout="inline" onFinish={(v) => resetPw.mutate(v)}>
                <Form.Item name="new_password" rules={[{ required: true, message: t('password_rule') }, contractRule('NewPassword', t('password_rule'))]}>
                  <Input.Password data-testid="member-new-password" placeholder={t('new_password')} maxLength={64} autoComplete="new-password" />
                </Form.Item>
                <Button data-testid="member-reset-password" htmlType="submit" loading={resetPw.isPending}>{t('reset_password')}</Button>
              </Form>
            </>
          )}
        </>
      )}
      <Modal
        open={!!statusTarget}
        title={statusTarget === 'disabled' ? t('confirm_disable') : t('confirm_enable')}
        okText={statusTarget === 'disabled' ? t('disable') : t('enable')}
        okButtonProps={{ danger: statusTarget === 'disabled', 'data-testid': 'member-status-confirm' }}
        cancelText={t('cancel')}
        confirmLoading={setStatus.isPending}
        onCancel={() => setStatusTarget(null)}
        onOk={() => reasonForm.submit()}
        destroyOnHidden
      >
        <Form form={reasonForm} layout="vertical" onFinish={(v) => setStatus.mutate({ status: statusTarget!, reason: v.reason.trim() })}>
          <Form.Item name="reason" label={t('reason')} rules={[{ required: true, whitespace: true, message: t('reason_required') }, { max: 500 }]}>
            <Input.TextArea data-testid="member-status-reason" rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
