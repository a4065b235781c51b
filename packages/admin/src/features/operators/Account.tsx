import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { accountApi, type TotpSetup } from './calls';
import { useMe } from '../../shell/auth';
import { useI18n } from '../../i18n';
import { useToast } from '../../kit/toast';
import { contractRule } from '../../kit/form';

const CODE = /^\s*\d{6}\s*$/;

export function AccountPage() {
  const { t } = useI18n();
  const toast = useToast();
  const qc = useQueryClient();
  const me = useMe();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [pwForm] = Form.useForm<{ old_password: string; new_password: string }>();
  const [codeForm] = Form.useForm<{ totp: string }>();
  const done = async () => {
    toast.success(t('saved'));
    await qc.invalidateQueries({ queryKey: ['me'] });
  };
  const onError = toast.error;

  const password = useMutation({ mutationFn: accountApi.changePassword, onSuccess: async () => { pwForm.resetFields(); await done(); }, onError });
  const start = useMutation({ mutationFn: accountApi.totpSetup, onSuccess: (s) => setSetup(s), onError });
  const enable = useMutation({ mutationFn: accountApi.totpEnable, onSuccess: async () => { setSetup(null); codeForm.resetFields(); await done(); }, onError });
  const disable = useMutation({ mutationFn: accountApi.totpDisable, onSuccess: async () => { codeForm.resetFields(); await done(); }, onError });
  const enabled = me.data?.operator.totp_enabled ?? false;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('change_password')}>
        <Form form={pwForm} layout="vertical" style={{ maxWidth: 400 }} onFinish={(v) => password.mutate(v)}>
          <Form.Item name="old_password" label={t('old_password')} rules={[{ required: true, message: t('required') }]}>
            <Input.Password data-testid="account-old-password" autoComplete="current-password" maxLength={128} />
          </Form.Item>
          <Form.Item name="new_password" label={t('new_password')} extra={t('password_rule')} rules={[{ required: true, message: t('password_rule') }, contractRule('NewPassword', t('password_rule'))]}>
            <Input.Password data-testid="account-new-password" autoComplete="new-password" maxLength={64} />
          </Form.Item>
          <Button data-testid="account-password-submit" type="primary" htmlType="submit" loading={password.isPending}>{t('change_password')}</Button>
        </Form>
      </Card>
      <Card title={`${t('totp')}: ${enabled ? t('on') : t('off')}`}>
        {!enabled && !setup && <Button data-testid="totp-setup" onClick={() => start.mutate()} loading={start.isPending}>{t('totp_setup')}</Button>}
        {!enabled && setup && (
          <Space orientation="vertical">
            <Typography.Paragraph>{t('totp_scan')}</Typography.Paragraph>
            <QRCodeSVG data-testid="totp-qr" value={setup.otpauth_url} size={180} />
            <Typography.Text>{t('secret')}: <Typography.Text code copyable data-testid="totp-secret">{setup.secret}</Typography.Text></Typography.Text>
          </Space>
        )}
        {(enabled || setup) && (
          <Form form={codeForm} layout="inline" style={{ marginTop: 16 }} onFinish={(v) => (enabled ? disable : enable).mutate(v.totp.trim())}>
            <Form.Item name="totp" rules={[{ required: true, pattern: CODE, message: t('totp_hint') }]}>
              <Input data-testid="totp-code" placeholder={t('totp_code')} inputMode="numeric" maxLength={6} />
            </Form.Item>
            <Button data-testid="totp-submit" type="primary" danger={enabled} htmlType="submit" loading={enable.isPending || disable.isPending}>
              {enabled ? t('totp_disable') : t('totp_enable')}
            </Button>
          </Form>
        )}
      </Card>
    </Space>
  );
}
