import { Button, Layout, Menu, Space, Spin, Typography } from 'antd';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { getToken } from '../kit/apiClient';
import { useCan, useMe, useSignOut } from './auth';
import { useI18n, type TKey } from '../i18n';
import { LangSwitch } from './LangSwitch';

// Menu entries and the permission each needs (the server enforces the same table).
const MENU: Array<{ path: string; label: TKey; needs?: string }> = [
  { path: '/dashboard', label: 'dashboard' },
  { path: '/members', label: 'members', needs: 'members.read' },
  { path: '/audit', label: 'audit', needs: 'audit.read' },
  { path: '/outbox', label: 'outbox', needs: 'outbox.read' },
  { path: '/jobs', label: 'jobs', needs: 'jobs.read' },
  { path: '/operators', label: 'operators', needs: 'operators.read' },
  { path: '/wallets', label: 'wallets', needs: 'wallet.read' },
  { path: '/journal', label: 'journal', needs: 'ledger.read' },
  { path: '/ledger-verify', label: 'verify_ledger', needs: 'ledger.verify' },
  { path: '/orders', label: 'orders', needs: 'orders.read' },
  { path: '/withdrawals', label: 'withdrawals', needs: 'withdrawals.read' },
  // The bonus plan.
  { path: '/bonus-plan', label: 'bonus_plan', needs: 'bonus.read' },
  { path: '/bonus-calendar', label: 'bonus_calendar', needs: 'bonus.read' },
  { path: '/bonus-tree', label: 'bonus_tree', needs: 'bonus.read' },
  { path: '/bonus-simulator', label: 'bonus_simulator', needs: 'bonus.read' },
  { path: '/products', label: 'products', needs: 'catalogue.read' },
  { path: '/categories', label: 'categories', needs: 'catalogue.read' },
  { path: '/banners', label: 'banners', needs: 'catalogue.read' },
  { path: '/announcements', label: 'announcements', needs: 'content.read' },
  { path: '/company-profile', label: 'company_profile', needs: 'content.read' },
  // Member services.
  { path: '/kyc', label: 'kyc', needs: 'kyc.read' },
  { path: '/feedback', label: 'feedback', needs: 'feedback.read' },
  { path: '/applications', label: 'applications', needs: 'applications.read' },
  { path: '/settings', label: 'settings', needs: 'settings.read' },
  { path: '/chain', label: 'chain', needs: 'chain.read' },
  { path: '/account', label: 'account' },
];

export function AdminLayout() {
  const { t } = useI18n();
  const me = useMe();
  const can = useCan();
  const signOut = useSignOut();
  const nav = useNavigate();
  const loc = useLocation();
  if (!getToken()) return <Navigate to="/login" replace />;
  if (me.isPending) return <Spin style={{ display: 'block', marginTop: 120 }} />;
  if (!me.data) return <Navigate to="/login" replace />;
  const items = MENU.filter((m) => !m.needs || can(m.needs)).map((m) => ({ key: m.path, label: t(m.label) }));
  const selected = MENU.find((m) => loc.pathname.startsWith(m.path))?.path ?? '/dashboard';
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light">
        <Typography.Title level={5} style={{ padding: '16px 24px', margin: 0 }}>One Go</Typography.Title>
        <Menu data-testid="side-menu" mode="inline" selectedKeys={[selected]} items={items} onClick={(e) => nav(e.key)} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', paddingInline: 24 }}>
          <Space>
            <LangSwitch />
            <Typography.Text data-testid="current-operator">{me.data.operator.username} · {t(me.data.operator.role)}</Typography.Text>
            <Button data-testid="sign-out" onClick={signOut}>{t('sign_out')}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <Suspense fallback={<Spin data-testid="page-loading" style={{ display: 'block', marginTop: 80 }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
