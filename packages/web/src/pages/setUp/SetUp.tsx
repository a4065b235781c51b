import { useState } from 'react';
import { Button, Dialog, List, Toast } from 'antd-mobile';
import { LANGUAGE_NAMES, type Language } from '@onego/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { logout } from '../../api/user';
import { useAppStore } from '../../app/store';
import { clearCache } from '../../app/clearCache';
import { Page } from '../../components/Page';
import { CancelAccountPopup } from './CancelAccountPopup';
import { ChangePasswordPopup } from './ChangePasswordPopup';
import { LanguagePopup } from './LanguagePopup';
import { PayPasswordPopup, type PayMode } from './PayPasswordPopup';
import { useLeaveToLogin } from './useLeaveToLogin';

type Open = 'password' | 'language' | 'cancel' | null;

export function SetUp() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const hasPay = useAppStore((s) => s.userInfo?.has_pay_password ?? false);
  const [open, setOpen] = useState<Open>(null);
  const [payMode, setPayMode] = useState<PayMode | null>(null);

  const confirm = (content: string) =>
    Dialog.confirm({ content, confirmText: t('common.confirm'), cancelText: t('common.cancel') });

  const onClearCache = async () => {
    if (!(await confirm(t('settings.clearCacheConfirm')))) return;
    clearCache(client);
    Toast.show({ icon: 'success', content: t('settings.cacheCleared') });
  };

  const leaveToLogin = useLeaveToLogin();

  const onLogout = async () => {
    if (!(await confirm(t('settings.logoutConfirm')))) return;
    // Leave locally even if the server cannot be told; a stale token expires on its own.
    await Promise.race([logout().catch(() => null), new Promise((r) => setTimeout(r, 3000))]);
    leaveToLogin();
  };


  return (
    <Page title={t('settings.title')} fallback="/pages/mine" width="form">
      <List mode="card" header={t('settings.security')}>
        <List.Item onClick={() => setOpen('password')} data-testid="settings-login-password">
          {t('settings.loginPassword')}
        </List.Item>
        {hasPay ? (
          <>
            <List.Item onClick={() => setPayMode('byOld')} data-testid="settings-pay-change">
              {t('payPassword.changeByOld')}
            </List.Item>
            <List.Item onClick={() => setPayMode('byLogin')} data-testid="settings-pay-reset">
              {t('payPassword.resetByLogin')}
            </List.Item>
          </>
        ) : (
          <List.Item onClick={() => setPayMode('set')} data-testid="settings-pay-set" extra={t('payPassword.notSet')}>
            {t('payPassword.set')}
          </List.Item>
        )}
      </List>
      <List mode="card" header={t('settings.general')}>
        <List.Item onClick={() => setOpen('language')} extra={LANGUAGE_NAMES[i18n.language as Language]}
          data-testid="settings-language">
          {t('settings.language')}
        </List.Item>
        <List.Item onClick={() => navigate('/pages/articleDetails?type=privacy')} data-testid="settings-privacy">
          {t('article.privacy')}
        </List.Item>
        <List.Item onClick={() => navigate('/pages/articleDetails?type=agreement')} data-testid="settings-agreement">
          {t('article.agreement')}
        </List.Item>
        <List.Item onClick={() => void onClearCache()} data-testid="settings-clear-cache">
          {t('settings.clearCache')}
        </List.Item>
        <List.Item onClick={() => setOpen('cancel')} data-testid="settings-cancel-account">
          {t('settings.cancelAccount')}
        </List.Item>
      </List>
      <Button block size="large" color="danger" fill="outline" onClick={() => void onLogout()} data-testid="settings-logout">
        {t('settings.logout')}
      </Button>

      <ChangePasswordPopup visible={open === 'password'} onClose={() => setOpen(null)} />
      <PayPasswordPopup mode={payMode} onClose={() => setPayMode(null)} />
      <LanguagePopup visible={open === 'language'} onClose={() => setOpen(null)} />
      <CancelAccountPopup visible={open === 'cancel'} onClose={() => setOpen(null)} />
    </Page>
  );
}
