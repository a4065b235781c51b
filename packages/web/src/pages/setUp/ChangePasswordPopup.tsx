import { useState } from 'react';
import { Toast } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { changePassword } from '../../api/account';
import { toastError } from '../../api/client';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/useFormErrors';
import { rules } from '../../components/validate';
import { FormPopup } from './FormPopup';

type Key = 'old' | 'new' | 're';

export function ChangePasswordPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [oldPw, setOldPw] = useState('');
  const [newPw, setNewPw] = useState('');
  const [rePw, setRePw] = useState('');
  const { errors, validate, reset } = useFormErrors<Key>([
    ['old', rules.required(oldPw)],
    ['new', rules.password(newPw)],
    ['re', rules.required(rePw) ?? rules.same(newPw, rePw)],
  ]);
  const close = () => {
    setOldPw(''); setNewPw(''); setRePw(''); reset();
    onClose();
  };
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('password.changed') });
      close();
    },
    onError: toastError,
  });
  const submit = () => {
    if (validate()) return;
    mutation.mutate({ old_password: oldPw, new_password: newPw, re_password: rePw });
  };
  return (
    <FormPopup visible={visible} onClose={close} title={t('settings.loginPassword')} submitText={t('common.confirm')}
      onSubmit={submit} loading={mutation.isPending} testId="change-password">
      <Field label={t('password.old')} type="password" value={oldPw} onChange={setOldPw} error={errors.old}
        testId="change-password-old" autoComplete="current-password" />
      <Field label={t('password.new')} hint={t('validation.passwordRule')} type="password" value={newPw}
        onChange={setNewPw} error={errors.new} testId="change-password-new" autoComplete="new-password" />
      <Field label={t('password.repeat')} placeholder={t('common.repeatPlaceholder')} type="password" value={rePw}
        onChange={setRePw} error={errors.re} testId="change-password-re" autoComplete="new-password" />
    </FormPopup>
  );
}
