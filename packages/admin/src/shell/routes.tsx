import { lazy } from 'react';
import { Navigate } from 'react-router';
import { AdminLayout } from './Layout';
import { LoginPage } from './Login';

// Each page is a chunk of its own, loaded when first opened (the layout shows a spinner meanwhile).
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));
const DashboardPage = page(() => import('../features/dashboard/Dashboard'), 'DashboardPage');
const MembersPage = page(() => import('../features/members/Members'), 'MembersPage');
const AuditPage = page(() => import('../features/audit/Audit'), 'AuditPage');
const OutboxPage = page(() => import('../features/outbox/Outbox'), 'OutboxPage');
const JobsPage = page(() => import('../features/jobs/Jobs'), 'JobsPage');
const ChainPage = page(() => import('../features/chain/Chain'), 'ChainPage');
const OperatorsPage = page(() => import('../features/operators/Operators'), 'OperatorsPage');
const AccountPage = page(() => import('../features/operators/Account'), 'AccountPage');
const WalletsPage = page(() => import('../features/wallets/Wallets'), 'WalletsPage');
const JournalPage = page(() => import('../features/ledger/Journal'), 'JournalPage');
const VerifyLedgerPage = page(() => import('../features/ledger/VerifyLedger'), 'VerifyLedgerPage');
const SettingsPage = page(() => import('../features/settings/Settings'), 'SettingsPage');
const ProductsPage = page(() => import('../features/catalogue/Products'), 'ProductsPage');
const CategoriesPage = page(() => import('../features/catalogue/Categories'), 'CategoriesPage');
const BannersPage = page(() => import('../features/catalogue/Banners'), 'BannersPage');
const AnnouncementsPage = page(() => import('../features/content/Announcements'), 'AnnouncementsPage');
const CompanyProfilePage = page(() => import('../features/content/CompanyProfile'), 'CompanyProfilePage');
const OrdersPage = page(() => import('../features/orders/Orders'), 'OrdersPage');
// Member services.
const KycPage = page(() => import('../features/kyc/Kyc'), 'KycPage');
const FeedbackPage = page(() => import('../features/feedback/Feedback'), 'FeedbackPage');
const ApplicationsPage = page(() => import('../features/applications/Applications'), 'ApplicationsPage');
const WithdrawalsPage = page(() => import('../features/withdrawals/Withdrawals'), 'WithdrawalsPage');
// The bonus plan.
const BonusPlanPage = page(() => import('../features/bonus/PlanPage'), 'BonusPlanPage');
const BonusCalendarPage = page(() => import('../features/bonus/CalendarPage'), 'BonusCalendarPage');
const BonusTreePage = page(() => import('../features/bonus/TreePage'), 'BonusTreePage');
const BonusSimulatorPage = page(() => import('../features/bonus/SimulatorPage'), 'BonusSimulatorPage');

/** Every back-office screen by path; the layout guards all but the login page. */
export const routes = [
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: <AdminLayout />,
    children: [
      // The back office opens on the dashboard: what waits on the operator, and the figures.
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'members', element: <MembersPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'outbox', element: <OutboxPage /> },
      { path: 'jobs', element: <JobsPage /> },
      { path: 'chain', element: <ChainPage /> },
      { path: 'operators', element: <OperatorsPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'wallets', element: <WalletsPage /> },
      { path: 'journal', element: <JournalPage /> },
      { path: 'ledger-verify', element: <VerifyLedgerPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'categories', element: <CategoriesPage /> },
      { path: 'banners', element: <BannersPage /> },
      { path: 'announcements', element: <AnnouncementsPage /> },
      { path: 'company-profile', element: <CompanyProfilePage /> },
      { path: 'orders', element: <OrdersPage /> },
      // Member services.
      { path: 'kyc', element: <KycPage /> },
      { path: 'feedback', element: <FeedbackPage /> },
      { path: 'applications', element: <ApplicationsPage /> },
      { path: 'withdrawals', element: <WithdrawalsPage /> },
      // The bonus plan.
      { path: 'bonus-plan', element: <BonusPlanPage /> },
      { path: 'bonus-calendar', element: <BonusCalendarPage /> },
      { path: 'bonus-tree', element: <BonusTreePage /> },
      { path: 'bonus-simulator', element: <BonusSimulatorPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

