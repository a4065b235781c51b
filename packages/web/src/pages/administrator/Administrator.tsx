import { useState } from 'react';
import { Button } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { operatorApi, setOperatorToken, useOperatorToken } from '../../api/operator';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';
import { OperatorSignIn } from './OperatorSignIn';
import { Queues } from './Queues';
import './Administrator.css';

/**
 * The administrator page (/pages/administrator): operators on the go sign in with their back-office account (and
 * authenticator code) and work the queues their role allows. Anyone else (a member, a guest) is told the page is
 * for operators only, with the way to sign in as one. The operator's session is its own, beside any member's.
 */
export function Administrator() {
  const { t } = useTranslation();
  const token = useOperatorToken();
  return (
    <Page title={t('administrator.title')} fallback="/pages/mine" width="reading">
      {token ? <OperatorDesk token={token} /> : <OperatorsOnly />}
    </Page>
  );
}

function OperatorsOnly() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [signingIn, setSigningIn] = useState(false);
  if (signingIn) return <OperatorSignIn onCancel={() => setSigningIn(false)} />;
  return (
    <section className="card operators-only" data-testid="operators-only">
      <LockOutline className="operators-only-mark" aria-hidden="true" />
      <h2 className="section-title">{t('administrator.onlyTitle')}</h2>
      <p className="muted">{t('administrator.onlyText')}</p>
      <div className="stack">
        <Button block color="primary" size="large" onClick={() => setSigningIn(true)} data-testid="operators-only-sign-in">{t('administrator.signInAsOperator')}</Button>
        <Button block color="primary" fill="outline" size="large" onClick={() => navigate('/pages/mine')} data-testid="operators-only-back">{t('administrator.backToMine')}</Button>
      </div>
    </section>
  );
}

function OperatorDesk({ token }: { token: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const me = useQuery({ queryKey: ['operator', 'me', token], queryFn: operatorApi.me, retry: false, staleTime: 60_000 });
  const signOut = async () => {
    try {
      await operatorApi.logout();
    } catch {
      // The session may already have ended; forgetting it here is what matters.
    }
    setOperatorToken(null);
    client.removeQueries({ queryKey: ['operator'] });
  };
  if (me.isError) return <LoadError onRetry={() => void me.refetch()} />;
  if (!me.data) return <PageSkeleton />;
  return (
    <div className="stack" data-testid="operator-desk">
      <section className="card operator-head">
        <div>
          <p className="operator-name" data-testid="operator-name">{t('administrator.signedInAs', { name: me.data.operator.username })}</p>
          <p className="muted">{t(`administrator.role.${me.data.operator.role}`)}</p>
        </div>
        <Button size="small" fill="outline" onClick={() => void signOut()} data-testid="operator-sign-out">{t('administrator.signOut')}</Button>
      </section>
      <Queues permissions={me.data.permissions} />
    </div>
  );
}
