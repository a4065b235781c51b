import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { retrievePassword } from '../../api/account';
import { sendEmailCode } from '../../api/ems';
import { toastError } from '../../api/client';
import { Field } from '../../components/Field';
import { Page } from '../../components/Page';
import { SendCodeButton } from '../../components/SendCodeButton';
import { useFormErrors } from '../../components/useFormErrors';
import { rules } from '../../components/validate';

type Key = 'email' | 'code' | 'new_password' | 're_password';

export function ForgetPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [rePassword, setRePassword] = useState('');

  const mutation = useMutation({
    mutationFn: retrievePassword,
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('forgot.success') });
      navigate('/pages/login', { replace: true });
    },
    onError: toastError,
  });

  const { errors, validateField, onSubmit } = useFormErrors<Key>([
    ['email', rules.email(email)],
    ['code', rules.emailCode(code)],
    ['new_password', rules.password(password)],
    ['re_password', rules.required(rePassword) ?? rules.same(password, rePassword)],
  ]);

  const submit = onSubmit(() => {
    mutation.mutate({ email: email.trim(), code: code.trim(), new_password: password, re_password: rePassword });
  });

  const checkEmail = () => validateField('email') ?? null;

  return (
    <Page title={t('forgot.title')} fallback="/pages/login" width="form">
      <form className="form form-page" onSubmit={submit} noValidate>
        <p className="muted">{t('forgot.hint')}</p>
        <Field label={t('common.email')} placeholder={t('common.emailPlaceholder')} type="email" value={email}
          onChange={setEmail} error={errors.email} testId="forgot-email" autoComplete="email" />
        <Field label={t('common.emailCode')} placeholder={t('common.emailCodePlaceholder')} value={code}
          onChange={setCode} error={errors.code} testId="forgot-code" inputMode="numeric" maxLength={6}
          autoComplete="one-time-code"
          extra={<SendCodeButton testId="forgot-send-code" check={checkEmail}
            send={() => sendEmailCode(email.trim(), 'resetpwd')}
            onError={(m) => Toast.show({ content: m })} />} />
        <Field label={t('password.new')} hint={t('validation.passwordRule')} type="password" value={password}
          onChange={setPassword} error={errors.new_password} testId="forgot-new-password" autoComplete="new-password" />
        <Field label={t('password.repeat')} placeholder={t('common.repeatPlaceholder')} type="password"
          value={rePassword} onChange={setRePassword} error={errors.re_password} testId="forgot-re-password"
          autoComplete="new-password" />
        <Button className="submit" block color="primary" size="large" type="submit" loading={mutation.isPending}
          data-testid="forgot-submit">
          {t('forgot.submit')}
        </Button>
      </form>
    </Page>
  );
}
