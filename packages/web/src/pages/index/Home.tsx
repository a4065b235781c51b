import type { CSSProperties } from 'react';
import { Button } from 'antd-mobile';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CompanyProfileSlot } from './CompanyProfileSlot';
import { NewsSlot } from './NewsSlot';
import { ShopSections } from './ShopSections';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { checkIn, fetchCheckInStatus, type CheckInStatus } from '../../api/user';
import { toastError } from '../../api/client';
import { qk } from '../../app/queries';
import { useAppStore } from '../../app/store';
import { useGoLogin } from '../../app/useGoLogin';
import { CopyButton } from '../../components/CopyButton';
import { PullRefresh } from '../../components/PullRefresh';
import { showToast } from '../../components/toast';

export function Home() {
  const client = useQueryClient();
  const token = useAppStore((s) => s.token);
  const user = useAppStore((s) => s.userInfo);
  const siteName = useAppStore((s) => s.config?.site_name) || 'One Go';

  return (
    <div className="home">
      <header className="brand-header">
        <h1 className="brand">One Go</h1>
      </header>
      <PullRefresh onRefresh={() => client.invalidateQueries()}>
        <div className="page-body">
          {token ? <MemberWelcome name={user?.nickname || user?.name || user?.member_id || ''}
            inviteCode={user?.invite_code ?? ''} /> : <GuestWelcome siteName={siteName} />}
          <ShopSections afterBanners={<NewsSlot />} beforeProducts={<CompanyProfileSlot />} />
        </div>
      </PullRefresh>
    </div>
  );
}

export function GuestWelcome({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  const goLogin = useGoLogin();
  const navigate = useNavigate();
  return (
    <section className="welcome" data-testid="home-welcome">
      <h2>{t('home.welcome', { site: siteName })}</h2>
      <p>{t('home.guestHint')}</p>
      <div className="button-row">
        <Button onClick={goLogin} data-testid="home-login">{t('auth.login')}</Button>
        <Button fill="outline" onClick={() => navigate('/pages/register')} data-testid="home-register"
          style={{ '--text-color': '#fff' } as CSSProperties}>
          {t('auth.register')}
        </Button>
      </div>
    </section>
  );
}

export function MemberWelcome({ name, inviteCode }: { name: string; inviteCode: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const token = useAppStore((s) => s.token);
  const statusKey = [...qk.checkIn, token];
  const status = useQuery({ queryKey: statusKey, queryFn: fetchCheckInStatus, enabled: Boolean(token), refetchOnWindowFocus: true });
  const mutation = useMutation({
    mutationFn: checkIn,
    onSuccess: (res) => {
      showToast({ icon: 'success', content: res.msg || t('home.checkedIn') });
      const { points, day, streak } = res.data;
      client.setQueryData<CheckInStatus>(statusKey, { checked_in: true, day, streak, points });
      void client.invalidateQueries({ queryKey: qk.wallet });
    },
    onError: (e) => {
      toastError(e);
      // Refused as "already checked in" (say, from another device): the button learns it from the server.
      void client.invalidateQueries({ queryKey: qk.checkIn });
    },
  });
  const done = status.data?.checked_in === true;
  return (
    <>
      <section className="welcome" data-testid="home-welcome">
        <h2>{t('home.greeting', { name })}</h2>
        <p>{t('home.memberHint')}</p>
        <div className="button-row">
          {done ? (
            <Button disabled data-testid="home-checkin" data-done="true">
              <CheckCircleOutline aria-hidden="true" /> {t('home.checkedInToday')}
            </Button>
          ) : (
            <Button onClick={() => mutation.mutate()} loading={mutation.isPending} data-testid="home-checkin">
              {t('home.checkIn')}
            </Button>
          )}
        </div>
      </section>
      <section className="card code-row" aria-label={t('mine.inviteCode')}>
        <div>
          <div className="muted">{t('mine.inviteCode')}</div>
          <div className="code-value" data-testid="home-invite-code">{inviteCode}</div>
        </div>
        <CopyButton text={inviteCode} testId="home-copy-invite" label={t('mine.inviteCode')} />
      </section>
    </>
  );
}
