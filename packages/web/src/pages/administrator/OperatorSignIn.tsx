import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/client';
import { operatorApi, setOperatorToken } from '../../api/operator';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/useFormErrors';
import { rules } from '../../components/validate';

/** The back office's data when a sign-in needs the authenticator code. */
const needsCode = (e: unknown) => e instanceof ApiError && (e.data as { totp_required?: boolean } | null)?.totp_required === true;

/**
 * The operator's sign-in, as in the back office: username and password, then the authenticator code when the account
 * has one. The token is kept under the operator's own key, apart from the member's session.
 */
export function OperatorSignIn({ onCancel }: { onCancel?: () => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [error, setError] = useState('');
  const login = useMutation({
    mutationFn: operatorApi.login,
    onSuccess: (data) => {
      if ('token' in data) setOperatorToken(data.token);
      else setAskCode(true);
    },
    onError: (e) => {
      if (needsCode(e)) {
        setAskCode(true);
        setError('');
      } else setError(e instanceof Error ? e.message : t('common.failed'));
    },
  });
  const credentials = useFormErrors<'username' | 'password'>([
    ['username', rules.required(username)],
    ['password', rules.required(password)],
  ]);
  const second = useFormErrors<'code'>([['code', /^\d{6}$/.test(code.trim()) ? null : 'administrator.totpRule']]);
  const submit = askCode
    ? second.onSubmit(() => { setError(''); login.mutate({ username: username.trim(), password, totp: code.trim() }); })
    : credentials.onSubmit(() => { setError(''); login.mutate({ username: username.trim(), password }); });
  return (
    <form className="card form stack" onSubmit={submit} noValidate data-testid="operator-sign-in">
      <h2 className="section-title">{t('administrator.signInTitle')}</h2>
      {askCode ? (
        <Field label={t('administrator.totp')} hint={t('administrator.totpHint')} value={code} onChange={setCode} error={second.errors.code}
          testId="operator-totp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
      ) : (
        <>
          <Field label={t('administrator.username')} value={username} onChange={setUsername} error={credentials.errors.username}
            testId="operator-username" autoComplete="username" maxLength={64} autoCapitalize="none" />
          <Field label={t('administrator.password')} type="password" value={password} onChange={setPassword} error={credentials.errors.password}
            testId="operator-password" autoComplete="current-password" maxLength={128} />
        </>
      )}
      {error ? <p className="field-error" role="alert" data-testid="operator-sign-in-error">{error}</p> : null}
      <Button block color="primary" size="large" type="submit" loading={login.isPending} data-testid="operator-sign-in-submit">
        {askCode ? t('administrator.verify') : t('administrator.signIn')}
      </Button>
      {askCode || onCancel ? (
        <Button block fill="none" onClick={() => (askCode ? (setAskCode(false), setCode('')) : onCancel?.())} data-testid="operator-sign-in-back">
          {t('common.back')}
        </Button>
      ) : null}
    </form>
  );
}
