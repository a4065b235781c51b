import { useState } from 'react';
import { Dialog, Toast } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { cancelAccount } from '../../api/user';
import { toastError } from '../../api/client';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/useFormErrors';
import { FormPopup } from './FormPopup';
import { useLeaveToLogin } from './useLeaveToLogin';

export function CancelAccountPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const leaveToLogin = useLeaveToLogin();
  const [password, setPassword] = useState('');
  const { errors, validate, reset } = useFormErrors([['password', password ? null : 'validation.required']]);
  const close = () => {
    setPassword(''); reset();
    onClose();
  };
  const mutation = useMutation({
    mutationFn: () => cancelAccount(password),
    onSuccess: () => {
      Toast.show({ content: t('settings.cancelled') });
      close();
      leaveToLogin();
    },
    onError: toastError,
  });
  const submit = async () => {
    if (validate()) return;
    // Irreversible: ask once more after the password is typed.
    const sure = await Dialog.confirm({
      title: t('settings.cancelAccount'),
      content: t('settings.cancelConfirm'),
      confirmText: t('settings.cancelAccount'),
      cancelText: t('common.cancel'),
    });
    if (sure) mutation.mutate();
  };
  return (
    <FormPopup visible={visible} onClose={close} title={t('settings.cancelAccount')}
      submitText={t('settings.cancelAccount')} onSubmit={() => void submit()} loading={mutation.isPending}
      testId="cancel-account" danger>
      <p className="danger-text">{t('settings.cancelWarning')}</p>
      <Field label={t('password.login')} type="password" value={password} onChange={setPassword} error={errors.password}
        testId="cancel-account-password" autoComplete="current-password" />
    </FormPopup>
  );
}
