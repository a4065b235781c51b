import { useEffect, useRef, useState } from 'react';
import { Avatar, Button, Toast } from 'antd-mobile';
import type { UserInfo } from '@onego/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { saveProfile, type ProfileInput } from '../../api/account';
import { sendEmailCode } from '../../api/ems';
import { toastError } from '../../api/client';
import { uploadImage } from '../../api/upload';
import { qk, useUserInfo } from '../../app/queries';
import { store } from '../../app/store';
import { Field } from '../../components/Field';
import { Page } from '../../components/Page';
import { SendCodeButton } from '../../components/SendCodeButton';
import { LoadError, PageSkeleton } from '../../components/States';
import { useFormErrors } from '../../components/useFormErrors';
import { rules } from '../../components/validate';

export function UserInfoPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  return (
    <Page title={t('userInfo.title')} fallback="/pages/mine" width="form">
      {user.data ? <ProfileForm user={user.data} /> : user.isError ? (
        <LoadError onRetry={() => void user.refetch()} />
      ) : <PageSkeleton />}
    </Page>
  );
}

type Key = 'nickname' | 'email' | 'email_code' | 'area_code' | 'mobile';

function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [nickname, setNickname] = useState(user.nickname);
  const [email, setEmail] = useState(user.email);
  const [emailCode, setEmailCode] = useState('');
  const [areaCode, setAreaCode] = useState(user.area_code);
  const [mobile, setMobile] = useState(user.mobile);
  const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();

  // A pull-to-refresh elsewhere may bring newer values; follow them unless the member is editing.
  useEffect(() => setNickname(user.nickname), [user.nickname]);

  const saved = (next: UserInfo) => {
    store.setUserInfo(next);
    client.setQueriesData({ queryKey: qk.userInfo }, next);
  };

  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: (next) => {
      saved(next);
      setEmailCode('');
      Toast.show({ icon: 'success', content: t('common.saved') });
    },
    onError: toastError,
  });

  const avatar = useMutation({
    mutationFn: async (file: File) => {
      const up = await uploadImage(file);
      return saveProfile({ nickname: user.nickname || nickname.trim(), avatar: up.url });
    },
    onSuccess: (next) => {
      saved(next);
      Toast.show({ icon: 'success', content: t('userInfo.avatarSaved') });
    },
    onError: (e) => toastError(e instanceof Error && e.message ? e : new Error(t('common.uploadFailed'))),
  });

  const pickFile = (files: FileList | null) => {
    const file = files?.[0];
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      Toast.show({ content: t('userInfo.imageOnly') });
      return;
    }
    avatar.mutate(file);
  };

  const { errors, validateField, onSubmit } = useFormErrors<Key>([
    ['nickname', nickname.trim() ? null : 'validation.nickname'],
    ['email', email.trim() ? rules.email(email) : null],
    ['email_code', emailChanged && email.trim() ? rules.emailCode(emailCode) : null],
    ['area_code', mobile.trim() ? rules.areaCode(areaCode) : null],
    ['mobile', mobile.trim() ? rules.mobile(mobile) : null],
  ]);

  const submit = onSubmit(() => {
    const body: ProfileInput = { nickname: nickname.trim() };
    if (emailChanged && email.trim()) {
      body.email = email.trim();
      body.email_code = emailCode.trim();
    }
    if (mobile.trim()) {
      body.area_code = areaCode.trim().replace(/^\+/, '');
      body.mobile = mobile.trim();
    }
    save.mutate(body);
  });

  const checkEmail = () => validateField('email') ?? null;

  return (
    <form className="form form-page" onSubmit={submit} noValidate>
      <div className="field code-row">
        <span className="field-label">{t('userInfo.avatar')}</span>
        <button type="button" className="avatar-button" onClick={() => fileRef.current?.click()}
          aria-label={t('userInfo.changeAvatar')} data-testid="userinfo-avatar" disabled={avatar.isPending}>
          <Avatar src={user.avatar} style={{ '--size': '56px', '--border-radius': '50%' }} />
        </button>
        <input ref={fileRef} type="file" accept="image/*" hidden onChange={(e) => pickFile(e.target.files)}
          data-testid="userinfo-avatar-file" aria-label={t('userInfo.changeAvatar')} />
      </div>
      <Field label={t('userInfo.nickname')} placeholder={t('userInfo.nicknamePlaceholder')} value={nickname}
        onChange={setNickname} error={errors.nickname} testId="userinfo-nickname" maxLength={30} />
      <Field label={t('userInfo.account')} value={user.member_id} onChange={() => {}} readOnly
        testId="userinfo-member-id" />
      <Field label={t('common.email')} placeholder={t('common.emailPlaceholder')} type="email" value={email}
        onChange={setEmail} error={errors.email} testId="userinfo-email" autoComplete="email" />
      {emailChanged && email.trim() ? (
        <Field label={t('common.emailCode')} placeholder={t('common.emailCodePlaceholder')} value={emailCode}
          onChange={setEmailCode} error={errors.email_code} testId="userinfo-email-code" inputMode="numeric"
          maxLength={6} autoComplete="one-time-code"
          extra={<SendCodeButton testId="userinfo-send-code" check={checkEmail}
            send={() => sendEmailCode(email.trim(), 'changeemail')} onError={(m) => Toast.show({ content: m })} />} />
      ) : null}
      <div className="field-pair">
        <Field label={t('register.areaCode')} placeholder={t('register.areaCodePlaceholder')} value={areaCode}
          onChange={setAreaCode} error={errors.area_code} testId="userinfo-area-code" inputMode="numeric"
          className="field-area-wrap" />
        <Field label={t('register.mobile')} hint={t('register.mobilePlaceholder')} value={mobile}
          onChange={setMobile} error={errors.mobile} testId="userinfo-mobile" inputMode="tel" />
      </div>
      <Button className="submit" block color="primary" size="large" type="submit" loading={save.isPending}
        data-testid="userinfo-submit">
        {t('common.save')}
      </Button>
    </form>
  );
}
