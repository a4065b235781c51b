import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { qk, useUserInfo } from '../app/queries';
import { useAppStore } from '../app/store';

/**
 * Money actions need a payment password. Returns a check for the moment the member starts one: true when a payment
 * password is set; otherwise it offers to go to Settings to set it and returns false.
 */
export function usePayPasswordGate(): { hasPayPassword: boolean; ensure: () => boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  // The profile may be stale (a payment password set on another device): re-read it whenever a money screen opens.
  useUserInfo();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: qk.userInfo });
  }, [client]);
  const hasPayPassword = useAppStore((s) => s.userInfo?.has_pay_password ?? false);
  const ensure = () => {
    if (hasPayPassword) return true;
    void Dialog.confirm({
      title: t('payPassword.needTitle'),
      content: t('payPassword.needHint'),
      confirmText: t('payPassword.goSet'),
      cancelText: t('common.cancel'),
    }).then((go) => {
      if (go) navigate('/pages/setUp/setUp');
    });
    return false;
  };
  return { hasPayPassword, ensure };
}
