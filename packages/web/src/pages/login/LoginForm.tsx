import { useState, type FormEvent } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { login } from '../../api/user';
import { toastError } from '../../api/client';
import { store } from '../../app/store';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/useFormErrors';
import { rules } from '../../components/validate';

interface Props {
  onSuccess: () => void;
  onRegister: () => void;
  onForgot: () => void;
}

type Key = 'member_id' | 'password';

export function LoginForm({ onSuccess, onRegister, onForgot }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [memberId, setMemberId] = useState('');
  const [password, setPassword] = useState('');

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      client.removeQueries();
      store.setSession(session.token, session.userinfo);
      Toast.show({ icon: 'success', content: t('auth.loginSuccess') });
      onSuccess();
    },
    onError: toastError,
  });

  const { errors, validate } = useFormErrors<Key>([
    ['member_id', rules.required(memberId)],
    ['password', rules.required(password)],
  ]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (validate()) return;
    mutation.mutate({ member_id: memberId.trim(), password });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field label={t('auth.memberId')} placeholder={t('auth.memberIdPlaceholder')} value={memberId}
        onChange={setMemberId} error={errors.member_id} testId="login-member-id" autoComplete="username" name="member_id" />
      <Field label={t('auth.password')} placeholder={t('auth.passwordPlaceholder')} type="password" value={password}
        onChange={setPassword} error={errors.password} testId="login-password" autoComplete="current-password"
        name="password" />
      <Button className="submit" block color="primary" size="large" type="submit" loading={mutation.isPending}
        data-testid="login-submit">
        {t('auth.login')}
      </Button>
      <div className="form-links">
        <button type="button" className="link" onClick={onRegister} data-testid="login-to-register">
          {t('auth.noAccount')}
        </button>
        <button type="button" className="link" onClick={onForgot} data-testid="login-to-forgot">
          {t('auth.forgotPassword')}
        </button>
      </div>
    </form>
  );
}
