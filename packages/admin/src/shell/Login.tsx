import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, setToken } from '../kit/apiClient';
import { sessionApi } from './calls';
import { useI18n } from '../i18n';
import { LangSwitch } from './LangSwitch';

interface Creds { username: string; password: string }

export function LoginPage() {
  const { t } = useI18n();
  const nav = useNavigate();
  const qc = useQueryClient();
  const [creds, setCreds] = useState<Creds | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(body: Creds & { totp?: string }) {
    setBusy(true);
    setError(null);
    try {
      const session = await sessionApi.login(body);
      setToken(session.token);
      qc.clear();
      nav('/dashboard', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && (err.data as { totp_required?: boolean } | null)?.totp_required) {
        setCreds({ username: body.username, password: body.password });
      } else {
        setError(err instanceof Error ? err.message : t('network_error'));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 380 }} title={t('title')} extra={<LangSwitch />}>
        {error && <Alert data-testid="login-error" type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        {!creds ? (
          <Form layout="vertical" onFinish={(v: Creds) => submit(v)} requiredMark={false} key="password">
            <Form.Item label={t('username')} name="username" rules={[{ required: true, whitespace: true, message: t('required') }]}>
              <Input data-testid="login-username" autoComplete="username" autoFocus maxLength={64} />
            </Form.Item>
            <Form.Item label={t('password')} name="password" rules={[{ required: true, message: t('required') }]}>
              <Input.Password data-testid="login-password" autoComplete="current-password" maxLength={128} />
            </Form.Item>
            <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={busy}>{t('sign_in')}</Button>
          </Form>
        ) : (
          <Form layout="vertical" onFinish={(v: { totp: string }) => submit({ ...creds, totp: v.totp.trim() })} requiredMark={false} key="totp">
            <Typography.Paragraph>{t('totp_hint')}</Typography.Paragraph>
            <Form.Item label={t('totp_code')} name="totp" rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('totp_hint') }]}>
              <Input data-testid="login-totp" inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={6} />
            </Form.Item>
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Button data-testid="login-totp-back" onClick={() => { setCreds(null); setError(null); }}>{t('back')}</Button>
              <Button data-testid="login-totp-submit" type="primary" htmlType="submit" loading={busy}>{t('verify')}</Button>
            </Space>
          </Form>
        )}
      </Card>
    </div>
  );
}
