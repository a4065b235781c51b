import { useState } from 'react';
import { Button, PullToRefresh, Tag, Toast } from 'antd-mobile';
import { AddOutline, CheckCircleFill } from 'antd-mobile-icons';
import { parseMoney } from '@onego/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError, toastError } from '../../api/client';
import { consolidate, switchAccount, type ConsolidateResult, type Related } from '../../api/wallet';
import { qk, useRelatedAccounts, useUserInfo } from '../../app/queries';
import { store } from '../../app/store';
import { formatAmount } from '../../components/format';
import { newIdempotencyKey } from '../../components/idempotency';
import { Page } from '../../components/Page';
import { PayConfirmSheet } from '../../components/PayConfirmSheet';
import { LoadError, PageSkeleton } from '../../components/States';
import { usePayPasswordGate } from '../../components/usePayPasswordGate';
import { usePullTexts } from '../../components/usePullTexts';
import { CreateSubAccountPopup, type NodeOption } from './CreateSubAccountPopup';

const positive = (v: string) => Boolean(parseMoney(v)?.gt(0));
const hasFunds = (a: Related) => positive(a.balance) || positive(a.shop_coins) || positive(a.integral);

export function SwitchAccounts() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const pull = usePullTexts();
  const me = useUserInfo().data;
  const related = useRelatedAccounts();
  const gate = usePayPasswordGate();
  const [creating, setCreating] = useState(false);
  const [consolidateKey, setConsolidateKey] = useState<string | null>(null);
  const [consolidateError, setConsolidateError] = useState<string | undefined>();
  const [result, setResult] = useState<ConsolidateResult | null>(null);
  // The key of a try whose answer never came (network error): it may have gone through, so the next try reuses it.
  const [unsureKey, setUnsureKey] = useState<string | null>(null);

  const list = related.data ?? [];
  const subs = list.filter((a) => !a.is_main);
  const movable = subs.filter(hasFunds);

  const switchTo = useMutation({
    mutationFn: (memberId: string) => switchAccount(memberId),
    onSuccess: async (session) => {
      // Another account: a new session, and nothing read under the old one may show any more.
      store.setSession(session.token, session.userinfo);
      setResult(null);
      await client.resetQueries();
      Toast.show({ icon: 'success', content: t('accounts.switched', { id: session.userinfo.member_id }) });
    },
    onError: toastError,
  });

  const consolidation = useMutation({
    mutationFn: ({ payPassword, key }: { payPassword: string; key: string }) => consolidate(payPassword, key),
    onSuccess: (data) => {
      setConsolidateKey(null);
      setUnsureKey(null);
      setResult(data);
      Toast.show({ icon: 'success', content: t('accounts.consolidated') });
      void client.invalidateQueries({ queryKey: qk.wallet });
    },
    onError: (e, { key }) => {
      setUnsureKey(e instanceof ApiError ? null : key);
      setConsolidateError(e instanceof Error && e.message ? e.message : t('common.failed'));
    },
  });

  const startConsolidation = () => {
    if (!gate.ensure()) return;
    setConsolidateError(undefined);
    setConsolidateKey(unsureKey ?? newIdempotencyKey());
  };

  // Own node codes: the current account's from its profile, the others' when the list carries them.
  const nodes: NodeOption[] = [];
  const addNodes = (memberId: string, nickname: string, left?: string, right?: string) => {
    if (left && !nodes.some((n) => n.code === left)) nodes.push({ code: left, side: 'left', memberId, nickname });
    if (right && !nodes.some((n) => n.code === right)) nodes.push({ code: right, side: 'right', memberId, nickname });
  };
  if (me) addNodes(me.member_id, me.nickname, me.left_node_code, me.right_node_code);
  for (const a of list) addNodes(a.member_id, a.nickname, a.left_node_code, a.right_node_code);

  return (
    <Page title={t('accounts.title')} fallback="/pages/mine" width="form">
      <PullToRefresh {...pull} onRefresh={() => related.refetch().then(() => undefined)}>
        <div className="stack">
          {related.isPending ? <PageSkeleton lines={4} /> : null}
          {related.isError && !related.data ? <LoadError onRetry={() => void related.refetch()} /> : null}
          {list.length ? (
            <ul className="account-list" aria-label={t('accounts.listTitle')}>
              {list.map((a) => (
                <li key={a.member_id}>
                  <button type="button" className={`account-card${a.is_current ? ' account-current' : ''}`}
                    onClick={() => { if (!a.is_current && !switchTo.isPending) switchTo.mutate(a.member_id); }}
                    aria-current={a.is_current ? 'true' : undefined} disabled={switchTo.isPending && switchTo.variables !== a.member_id}
                    data-testid={`switch-account-${a.member_id}`}>
                    <span className="account-head">
                      <span className="account-name">{a.nickname || a.member_id}</span>
                      {a.is_main ? <Tag color="primary" fill="outline" data-testid="account-main-badge">{t('accounts.main')}</Tag> : null}
                      {a.is_current ? (
                        <Tag color="success" data-testid="account-current-badge">
                          <CheckCircleFill /> {t('accounts.current')}
                        </Tag>
                      ) : null}
                      <span className="account-switch link">
                        {a.is_current ? null : switchTo.isPending && switchTo.variables === a.member_id
                          ? t('common.loading') : t('accounts.switch')}
                      </span>
                    </span>
                    <span className="muted account-id">{t('accounts.memberId', { id: a.member_id })}</span>
                    <span className="account-amounts">
                      <span><span className="muted">{t('wallet.asset.balance')}</span><b>{formatAmount(a.balance)}</b></span>
                      <span><span className="muted">{t('wallet.asset.shop_coins')}</span><b>{formatAmount(a.shop_coins)}</b></span>
                      <span><span className="muted">{t('wallet.asset.integral')}</span><b>{formatAmount(a.integral)}</b></span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}

          {result ? (
            <section className="card" data-testid="consolidate-result" aria-labelledby="consolidate-result-title">
              <h2 className="section-title" id="consolidate-result-title">{t('accounts.consolidated')}</h2>
              {result.moved.map((m) => (
                <div className="moved-row" key={m.member_id} data-testid="consolidate-moved">
                  <div className="muted">{t('accounts.movedFrom', { id: m.member_id })}</div>
                  <MovedAmounts balance={m.balance} shopCoins={m.shop_coins} integral={m.integral} />
                </div>
              ))}
              <div className="moved-row moved-total">
                <div>{t('accounts.mainNow')}</div>
                <MovedAmounts balance={result.balance} shopCoins={result.shop_coins} integral={result.integral} testId="consolidate-total" />
              </div>
            </section>
          ) : null}

          {list.length ? (
            <div className="stack">
              <Button block color="primary" fill="outline" onClick={() => setCreating(true)} data-testid="subaccount-create">
                <AddOutline /> {t('accounts.create')}
              </Button>
              <Button block color="primary" disabled={movable.length === 0} onClick={startConsolidation} data-testid="consolidate">
                {t('accounts.consolidate')}
              </Button>
              <p className="muted">{movable.length ? t('accounts.consolidateHint') : t('accounts.nothingToMove')}</p>
            </div>
          ) : null}
        </div>
      </PullToRefresh>

      <CreateSubAccountPopup visible={creating} onClose={() => setCreating(false)} nodes={nodes} count={subs.length} />
      <PayConfirmSheet visible={consolidateKey !== null} onClose={() => setConsolidateKey(null)} title={t('accounts.consolidate')}
        testId="consolidate-confirm" loading={consolidation.isPending} error={consolidateError}
        onConfirm={(payPassword) => {
          if (!consolidateKey) return;
          setConsolidateError(undefined);
          consolidation.mutate({ payPassword, key: consolidateKey });
        }}>
        <p className="muted">{t('accounts.willMove')}</p>
        {movable.map((a) => (
          <div className="moved-row" key={a.member_id} data-testid="consolidate-preview">
            <div className="muted">{t('accounts.movedFrom', { id: a.member_id })}</div>
            <MovedAmounts balance={a.balance} shopCoins={a.shop_coins} integral={a.integral} />
          </div>
        ))}
        <p className="muted">{t('accounts.heldStays')}</p>
      </PayConfirmSheet>
    </Page>
  );
}

function MovedAmounts({ balance, shopCoins, integral, testId }: { balance: string; shopCoins: string; integral: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="account-amounts" data-testid={testId}>
      <span><span className="muted">{t('wallet.asset.balance')}</span><b>{formatAmount(balance)}</b></span>
      <span><span className="muted">{t('wallet.asset.shop_coins')}</span><b>{formatAmount(shopCoins)}</b></span>
      <span><span className="muted">{t('wallet.asset.integral')}</span><b>{formatAmount(integral)}</b></span>
    </div>
  );
}
