import { useMemo, useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { register } from '../../api/user';
import { toastError } from '../../api/client';
import { store } from '../../app/store';
import { KEYS } from '../../app/storage';
import { useCountries } from '../../app/queries';
import { Field } from '../../components/Field';
import { Page } from '../../components/Page';
import { useFormErrors } from '../../components/useFormErrors';
import { rules } from '../../components/validate';
import { CountrySelect } from './CountrySelect';

type Key = 'name' | 'birthday' | 'nationality' | 'area_code' | 'mobile' | 'email' | 'password' | 're_password'
  | 'invite_code' | 'node_code' | 'agree';

const today = () => new Date().toISOString().slice(0, 10);

export function Register() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const countries = useCountries();

  // The link a member shared wins over codes remembered from an earlier visit.
  const initial = useMemo(() => ({
    invite: params.get('invite_code') ?? localStorage.getItem(KEYS.inviteCode) ?? '',
    node: params.get('node_code') ?? localStorage.getItem(KEYS.nodeCode) ?? '',
  }), [params]);

  const [name, setName] = useState('');
  const [birthday, setBirthday] = useState('');
  const [nationality, setNationality] = useState('');
  const [areaCode, setAreaCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rePassword, setRePassword] = useState('');
  const [inviteCode, setInviteCode] = useState(initial.invite);
  const [nodeCode, setNodeCode] = useState(initial.node);
  const [agree, setAgree] = useState(false);

  const chooseCountry = (code: string) => {
    setNationality(code);
    const country = countries.data?.find((c) => c.code === code);
    if (country) setAreaCode(country.area_code);
  };

  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (session) => {
      client.removeQueries();
      store.setSession(session.token, session.userinfo);
      localStorage.removeItem(KEYS.inviteCode);
      localStorage.removeItem(KEYS.nodeCode);
      Toast.show({ icon: 'success', content: t('register.success') });
      navigate('/pages/mine', { replace: true });
    },
    onError: toastError,
  });

  const { errors, onSubmit } = useFormErrors<Key>([
    ['name', rules.required(name)],
    ['birthday', rules.date(birthday)],
    ['nationality', rules.choose(nationality)],
    ['area_code', rules.areaCode(areaCode)],
    ['mobile', rules.mobile(mobile)],
    ['email', rules.email(email)],
    ['password', rules.password(password)],
    ['re_password', rules.required(rePassword) ?? rules.same(password, rePassword)],
    ['invite_code', rules.code(inviteCode)],
    ['node_code', rules.code(nodeCode)],
    ['agree', agree ? null : 'validation.agree'],
  ]);

  const submit = onSubmit(() => {
    mutation.mutate({
      name: name.trim(), birthday, nationality, area_code: areaCode.trim().replace(/^\+/, ''), mobile: mobile.trim(),
      email: email.trim(), password, invite_code: inviteCode.trim().toUpperCase(),
      node_code: nodeCode.trim().toUpperCase(), agree,
    });
  });

  return (
    <Page title={t('auth.register')} width="form">
      <form className="form form-page" onSubmit={submit} noValidate>
        <Field label={t('register.name')} placeholder={t('register.namePlaceholder')} value={name} onChange={setName}
          error={errors.name} testId="register-name" autoComplete="name" />
        <Field label={t('register.birthday')} type="date" value={birthday} onChange={setBirthday} max={today()}
          min="1900-01-01" error={errors.birthday} testId="register-birthday" />
        <CountrySelect value={nationality} onChange={chooseCountry} error={errors.nationality} query={countries}
          testId="register-nationality" />
        <div className="field-pair">
          <Field label={t('register.areaCode')} placeholder={t('register.areaCodePlaceholder')} value={areaCode}
            onChange={setAreaCode} error={errors.area_code} testId="register-area-code" inputMode="numeric"
            className="field-area-wrap" />
          <Field label={t('register.mobile')} hint={t('register.mobilePlaceholder')} value={mobile}
            onChange={setMobile} error={errors.mobile} testId="register-mobile" inputMode="tel" autoComplete="tel-national" />
        </div>
        <Field label={t('common.email')} placeholder={t('common.emailPlaceholder')} type="email" value={email}
          onChange={setEmail} error={errors.email} testId="register-email" autoComplete="email" />
        <Field label={t('register.password')} hint={t('validation.passwordRule')} type="password"
          value={password} onChange={setPassword} error={errors.password} testId="register-password"
          autoComplete="new-password" />
        <Field label={t('register.rePassword')} placeholder={t('common.repeatPlaceholder')} type="password"
          value={rePassword} onChange={setRePassword} error={errors.re_password} testId="register-re-password"
          autoComplete="new-password" />
        <Field label={t('register.inviteCode')} placeholder={t('register.inviteCodePlaceholder')} value={inviteCode}
          onChange={setInviteCode} error={errors.invite_code} testId="register-invite-code" autoCapitalize="characters" />
        <Field label={t('register.nodeCode')} placeholder={t('register.nodeCodePlaceholder')} value={nodeCode}
          onChange={setNodeCode} error={errors.node_code} testId="register-node-code" autoCapitalize="characters" />
        <label className="check-row">
          <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)}
            data-testid="register-agree" aria-invalid={errors.agree ? true : undefined} />
          <span>
            <Trans i18nKey="register.agree" components={{
              agreement: <Link className="link" to="/pages/articleDetails?type=agreement"
                data-testid="register-agreement-link" />,
              privacy: <Link className="link" to="/pages/articleDetails?type=privacy" data-testid="register-privacy-link" />,
            }} />
          </span>
        </label>
        {errors.agree ? <div className="field-error" role="alert">{errors.agree}</div> : null}
        <Button className="submit" block color="primary" size="large" type="submit" loading={mutation.isPending}
          data-testid="register-submit">
          {t('auth.register')}
        </Button>
        <div className="form-links">
          <Link className="link" to="/pages/login" data-testid="register-to-login">{t('register.haveAccount')}</Link>
        </div>
      </form>
    </Page>
  );
}
