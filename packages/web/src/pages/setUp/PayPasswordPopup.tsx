import { useState } from 'react';
import { Toast } from 'antd-mobile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@onego/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { changePayPassword, setPayPassword } from '../../api/account';
import { toastError } from '../../api/client';
import { qk } from '../../app/queries';
import { store } from '../../app/store';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/useFormErrors';
import { rules } from '../../components/validate';
import { FormPopup } from './FormPopup';

/** set: first time; byLogin: (re)set with the login password; byOld: change with the current payment password. */
export type PayMode = 'set' | 'byLogin' | 'byOld';

type Key = 'proof' | 'new' | 're';

export function PayPasswordPopup({ mode, onClose }: { mode: PayMode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [proof, setProof] = useState('');
  const [newPw, setNewPw] = useState('');
  const [rePw, setRePw] = useState('');
  const { errors, validate, reset } = useFormErrors<Key>([
    ['proof', mode === 'set' ? null : mode === 'byOld' ? rules.payPassword(proof) : rules.required(proof)],
    ['new', rules.payPassword(newPw)],
    ['re', rules.required(rePw) ?? rules.same(newPw, rePw)],
  ]);
  const close = () => {
    setProof(''); setNewPw(''); setRePw(''); reset();
    onClose();
  };

  const mutation = useMutation({
    mutationFn: async () => {
      if (mode === 'byOld') {
        return changePayPassword({ old_pay_password: proof, new_pay_password: newPw, re_pay_password: rePw });
      }
      return setPayPassword(mode === 'byLogin' ? { pay_password: newPw, password: proof } : { pay_password: newPw });
    },
    onSuccess: async () => {
      Toast.show({ icon: 'success', content: t('payPassword.saved') });
      // A profile read still on its way was answered before the password existed: cancel it, so its answer cannot
      // land after this one and make the app ask for a payment password again; then read the profile afresh.
      await client.cancelQueries({ queryKey: qk.userInfo });
      client.setQueriesData<UserInfo>({ queryKey: qk.userInfo }, (old) => (old ? { ...old, has_pay_password: true } : old));
      const user = store.get().userInfo;
      if (user) store.setUserInfo({ ...user, has_pay_password: true });
      void client.invalidateQueries({ queryKey: qk.userInfo });
      close();
    },
    onError: toastError,
  });

  const submit = () => {
    if (validate()) return;
    mutation.mutate();
  };

  const title = mode === 'set' ? t('payPassword.set') : mode === 'byOld' ? t('payPassword.changeByOld')
    : t('payPassword.resetByLogin');
  const digits = { inputMode: 'numeric' as const, maxLength: 6, pattern: '[0-9]*', autoComplete: 'off' };
  return (
    <FormPopup visible={mode !== null} onClose={close} title={title} submitText={t('common.confirm')} onSubmit={submit}
      loading={mutation.isPending} testId="pay-password">
      {mode === 'byLogin' ? (
        <Field label={t('password.login')} type="password" value={proof} onChange={setProof} error={errors.proof}
          testId="pay-password-login" autoComplete="current-password" />
      ) : null}
      {mode === 'byOld' ? (
        <Field label={t('payPassword.old')} type="password" value={proof} onChange={setProof} error={errors.proof}
          testId="pay-password-old" {...digits} />
      ) : null}
      <Field label={t('payPassword.new')} hint={t('validation.payPasswordRule')} type="password" value={newPw}
        onChange={setNewPw} error={errors.new} testId="pay-password-new" {...digits} />
      <Field label={t('payPassword.repeat')} placeholder={t('common.repeatPlaceholder')} type="password" value={rePw}
        onChange={setRePw} error={errors.re} testId="pay-password-re" {...digits} />
    </FormPopup>
  );
}
