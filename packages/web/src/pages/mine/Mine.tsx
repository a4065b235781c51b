import { Avatar, List, PullToRefresh, Tag } from 'antd-mobile';
import { CheckCircleOutline, LocationOutline, ReceiptOutline, TruckOutline, PhoneFill, SetOutline, PayCircleOutline, RightOutline, UserContactOutline, UserSetOutline, FileOutline } from 'antd-mobile-icons';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useAmounts, useInvite, useSiteConfig, useUserInfo } from '../../app/queries';
import { CapsCard, NetworkLinks, useBonusLimit } from './NetworkCards';
import { AmountValue } from '../../components/AmountValue';
import { useIsMember } from '../../app/store';
import { CopyButton } from '../../components/CopyButton';
import { GuestPrompt } from '../../components/GuestPrompt';
import { LoadError, PageSkeleton } from '../../components/States';
import { usePullTexts } from '../../components/usePullTexts';
import { SiteLinks } from '../../app/SiteLinks';
import { FeedbackEntry } from '../feedback/FeedbackEntry';
import '../order/order.css';

export function Mine() {
  const { t } = useTranslation();
  const member = useIsMember();
  return (
    <div className="mine">
      <header className="brand-header">
        <h1 className="brand">{t('tab.mine')}</h1>
      </header>
      {member ? <MemberMine /> : <div className="page-body"><GuestPrompt /><ServiceCard /><SiteLinks className="card site-links" /></div>}
    </div>
  );
}

function MemberMine() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const invite = useInvite(true);
  const balance = useAmounts('balance');
  const coins = useAmounts('shop_coins');
  const points = useAmounts('integral');
  const caps = useBonusLimit();
  const pull = usePullTexts();

  const refresh = async () => {
    await Promise.all([user.refetch(), invite.refetch(), balance.refetch(), coins.refetch(), points.refetch(), caps.refetch()]);
  };

  const info = user.data;
  return (
    <PullToRefresh {...pull} onRefresh={refresh}>
      <div className="page-body">
        {!info && user.isPending ? <PageSkeleton lines={2} /> : null}
        {!info && user.isError ? <LoadError onRetry={() => void user.refetch()} /> : null}
        {info ? (
          <section className="card profile" data-testid="mine-profile">
            <Avatar src={info.avatar} style={{ '--size': '64px', '--border-radius': '50%' }}
              aria-label={t('userInfo.avatar')} />
            <div>
              <p className="profile-name" data-testid="mine-nickname">
                {info.nickname || info.name}
                <Tag className="level-tag" color="primary" fill="outline" data-testid="mine-level">
                  {t('mine.level', { level: info.level })}
                </Tag>
              </p>
              <div className="muted">
                {t('mine.memberId')}
                <span data-testid="mine-member-id">{info.member_id}</span>
              </div>
            </div>
          </section>
        ) : null}
        {info ? (
          <section className="card mine-wallet" aria-label={t('wallet.title')}>
            <button type="button" className="mine-amount" onClick={() => navigate('/pages/eWallet')}>
              <span className="muted">{t('mine.available')}</span>
              <AmountValue className="mine-amount-value" value={balance.data?.balance_available} pending={balance.isPending}
                testId="mine-available" />
            </button>
            <button type="button" className="mine-amount" onClick={() => navigate('/pages/eWallet')}>
              <span className="muted">{t('wallet.asset.shop_coins')}</span>
              <AmountValue className="mine-amount-value" value={coins.data?.amount} pending={coins.isPending}
                testId="mine-shop-coins" />
            </button>
            <button type="button" className="mine-amount" onClick={() => navigate('/pages/integralFlow')}>
              <span className="muted">{t('wallet.asset.integral')}</span>
              <AmountValue className="mine-amount-value" value={points.data?.amount} pending={points.isPending}
                testId="mine-integral" />
            </button>
            <div className="mine-wallet-links">
              <button type="button" className="mine-link" onClick={() => navigate('/pages/eWallet')} data-testid="mine-to-wallet">
                <PayCircleOutline /> <span>{t('wallet.title')}</span> <RightOutline className="mine-link-arrow" />
              </button>
              <button type="button" className="mine-link" onClick={() => navigate('/pages/switchAccounts')}
                data-testid="mine-to-switch">
                <UserSetOutline /> <span>{t('accounts.title')}</span> <RightOutline className="mine-link-arrow" />
              </button>
            </div>
          </section>
        ) : null}
        {info ? <CapsCard caps={caps} /> : null}
        {info ? <NetworkLinks /> : null}
        {info ? <OrderShortcuts /> : null}
        {info ? <CodesCard invite={invite} fallback={info} /> : null}
        <List className="card-list" mode="card">
          <List.Item prefix={<UserContactOutline />} onClick={() => navigate('/pages/userInfo/userInfo')}
            data-testid="mine-to-userinfo">
            {t('userInfo.title')}
          </List.Item>
          <List.Item prefix={<LocationOutline />} onClick={() => navigate('/pages/address/deliveryAddress')}
            data-testid="mine-to-address">
            {t('address.title')}
          </List.Item>
          {/* Member services. */}
          <List.Item prefix={<FileOutline />} onClick={() => navigate('/pages/kyc')} data-testid="mine-to-kyc">
            {t('kyc.entry')}
          </List.Item>
          {info ? <FeedbackEntry /> : null}
          <List.Item prefix={<FileOutline />} onClick={() => navigate('/pages/applicationForm')} data-testid="mine-to-application">
            {t('application.entry')}
          </List.Item>
          <List.Item prefix={<SetOutline />} onClick={() => navigate('/pages/setUp/setUp')} data-testid="mine-to-settings">
            {t('settings.title')}
          </List.Item>
        </List>
        <ServiceCard />
        <SiteLinks className="card site-links" />
      </div>
    </PullToRefresh>
  );
}

const ORDER_SHORTCUTS = [
  { status: 'unpaid', icon: <PayCircleOutline /> },
  { status: 'paid', icon: <TruckOutline /> },
  { status: 'shipped', icon: <ReceiptOutline /> },
  { status: 'completed', icon: <CheckCircleOutline /> },
] as const;

function OrderShortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card mine-orders" aria-labelledby="my-orders">
      <div className="mine-orders-head">
        <h2 className="section-title" id="my-orders">{t('order.mine')}</h2>
        <button type="button" className="link" onClick={() => navigate('/pages/order/orderList')} data-testid="mine-orders-all">
          {t('order.viewAll')} <RightOutline />
        </button>
      </div>
      <div className="mine-orders-grid">
        {ORDER_SHORTCUTS.map((s) => (
          <button key={s.status} type="button" className="mine-order-shortcut" data-testid={`mine-orders-${s.status}`}
            onClick={() => navigate(`/pages/order/orderList?status=${s.status}`)}>
            {s.icon}
            <span>{t(`order.tab.${s.status}`)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

interface CodesProps {
  invite: ReturnType<typeof useInvite>;
  fallback: { invite_code: string; left_node_code: string; right_node_code: string };
}

function CodesCard({ invite, fallback }: CodesProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useSiteConfig().data;
  const codes = invite.data ?? fallback;
  const rows = [
    { label: t('mine.inviteCode'), value: codes.invite_code, id: 'invite' },
    { label: t('mine.leftNode'), value: codes.left_node_code, id: 'left' },
    { label: t('mine.rightNode'), value: codes.right_node_code, id: 'right' },
  ];
  // The server's link once it answers; until then the same link built from the profile's code and the site address,
  // so the QR code shows at once instead of after another round trip.
  const link = invite.data?.invite_link || inviteLink(config?.public_url, codes.invite_code, codes.left_node_code);
  return (
    <section className="card codes-card" aria-labelledby="my-codes">
      <div className="mine-orders-head">
        <h2 className="section-title" id="my-codes">{t('mine.myCodes')}</h2>
        <button type="button" className="link" onClick={() => navigate('/pages/invite')} data-testid="mine-to-invite">
          {t('invite.title')} <RightOutline />
        </button>
      </div>
      <div className="codes-layout">
        <div className="codes">
          {rows.map((r) => (
            <div className="code-row" key={r.id}>
              <div className="code-text">
                <div className="muted">{r.label}</div>
                <div className="code-value" data-testid={`mine-code-${r.id}`}>{r.value}</div>
              </div>
              <CopyButton text={r.value} testId={`mine-copy-${r.id}`} label={r.label} />
            </div>
          ))}
        </div>
        {link ? (
          <>
            <div className="qr">
              <QRCodeSVG value={link} size={160} marginSize={2} title={t('mine.qrTitle')} data-testid="mine-qr" />
            </div>
            <div className="invite-link">
              <div className="muted invite-link-label">{t('mine.inviteLinkTitle')}</div>
              <div className="muted qr-link" data-testid="mine-invite-link">{link}</div>
              <CopyButton text={link} testId="mine-copy-link" label={t('mine.inviteLink')} />
            </div>
          </>
        ) : (
          <div className="qr muted">{invite.isError ? t('common.loadFailed') : t('common.loading')}</div>
        )}
      </div>
    </section>
  );
}

/**
 * The registration link the server hands out: `<public url>/#/pages/register?invite_code=…&node_code=…`, with the
 * left node code (the side the server's `invite_link` uses too).
 */
export function inviteLink(publicUrl: string | undefined, code: string, nodeCode: string): string | undefined {
  if (!code || !nodeCode) return undefined;
  const base = (publicUrl || window.location.origin).replace(/\/+$/, '');
  return `${base}/#/pages/register?invite_code=${encodeURIComponent(code)}&node_code=${encodeURIComponent(nodeCode)}`;
}

function ServiceCard() {
  const { t } = useTranslation();
  const config = useSiteConfig().data;
  if (!config?.service_phone && !config?.service_email) return null;
  return (
    <section className="card" aria-labelledby="service">
      <h2 className="section-title" id="service">{t('mine.service')}</h2>
      {config.service_phone ? (
        <div className="code-row">
          <a className="link" href={`tel:${config.service_phone}`} data-testid="mine-service-phone">
            <PhoneFill /> {config.service_phone}
          </a>
          <span className="muted" data-testid="mine-service-days">{config.service_days}</span>
        </div>
      ) : null}
      {config.service_email ? (
        <div className="muted">
          <a className="link" href={`mailto:${config.service_email}`}>{config.service_email}</a>
        </div>
      ) : null}
    </section>
  );
}
