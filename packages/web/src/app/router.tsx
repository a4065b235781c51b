import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { DesktopVariant } from './DesktopVariant';
import { Layout } from './Layout';
import { RequireMember } from './RequireMember';
import { lazyPage as page } from './lazyPage';
import { RouteError } from './RouteError';

// Route-level code splitting: each page is its own chunk.
const Home = page(() => import('../pages/index/Home'), 'Home');
const Login = page(() => import('../pages/login/Login'), 'Login');
const Register = page(() => import('../pages/register/Register'), 'Register');
const ForgetPassword = page(() => import('../pages/forgetPassword/ForgetPassword'), 'ForgetPassword');
const Mine = page(() => import('../pages/mine/Mine'), 'Mine');
const SetUp = page(() => import('../pages/setUp/SetUp'), 'SetUp');
const UserInfoPage = page(() => import('../pages/userInfo/UserInfo'), 'UserInfoPage');
const ArticleDetails = page(() => import('../pages/articleDetails/ArticleDetails'), 'ArticleDetails');
const EWallet = page(() => import('../pages/eWallet/EWallet'), 'EWallet');
const Transfer = page(() => import('../pages/transfer/Transfer'), 'Transfer');
const ConfirmOrder = page(() => import('../pages/shop/ConfirmOrder'), 'ConfirmOrder');
const OrderList = page(() => import('../pages/order/OrderList'), 'OrderList');
const OrderDetails = page(() => import('../pages/order/OrderDetails'), 'OrderDetails');
const SwitchAccounts = page(() => import('../pages/switchAccounts/SwitchAccounts'), 'SwitchAccounts');
const IntegralFlow = page(() => import('../pages/integralFlow/IntegralFlow'), 'IntegralFlow');
const DeliveryAddress = page(() => import('../pages/address/DeliveryAddress'), 'DeliveryAddress');
const ChangeAddress = page(() => import('../pages/address/ChangeAddress'), 'ChangeAddress');
const Search = page(() => import('../pages/search/Search'), 'Search');
const GoodsDetails = page(() => import('../pages/shop/GoodsDetails'), 'GoodsDetails');
const Cart = page(() => import('../pages/cart/Cart'), 'Cart');
const MsgList = page(() => import('../pages/msgList/MsgList'), 'MsgList');
const TopUp = page(() => import('../pages/topUp/TopUp'), 'TopUp');
const StoredRecord = page(() => import('../pages/storedRecord/StoredRecord'), 'StoredRecord');
const Invite = page(() => import('../pages/invite/Invite'), 'Invite');
// The member's network: team, team list, bonus statements, income statement, levels.
const Team = page(() => import('../pages/team/Team'), 'Team');
const TeamList = page(() => import('../pages/teamList/TeamList'), 'TeamList');
const Bonus = page(() => import('../pages/bonus/Bonus'), 'Bonus');
const IncomeStatement = page(() => import('../pages/incomeStatement/IncomeStatement'), 'IncomeStatement');
const MemberLevels = page(() => import('../pages/member/Member'), 'Member');
const PcHome = page(() => import('../pages/pc/PcHome'), 'PcHome');
const PcGoodsDetails = page(() => import('../pages/pc/PcGoodsDetails'), 'PcGoodsDetails');
const PcCart = page(() => import('../pages/pc/PcCart'), 'PcCart');
// Desktop news and about us; the map pages (Leaflet loads with them only).
const PcMessage = page(() => import('../pages/pc/PcMessage'), 'PcMessage');
const PcMsgDetails = page(() => import('../pages/pc/PcMsgDetails'), 'PcMsgDetails');
const PcAboutUs = page(() => import('../pages/pc/PcAboutUs'), 'PcAboutUs');
const ChooseLocation = page(() => import('../pages/map/ChooseLocation'), 'ChooseLocation');
const OpenLocation = page(() => import('../pages/map/OpenLocation'), 'OpenLocation');
// Member services.
const Kyc = page(() => import('../pages/kyc/Kyc'), 'Kyc');
const Feedback = page(() => import('../pages/feedback/Feedback'), 'Feedback');
const FeedbackRecord = page(() => import('../pages/feedback/FeedbackRecord'), 'FeedbackRecord');
const ApplicationForm = page(() => import('../pages/applicationForm/ApplicationForm'), 'ApplicationForm');
const Exchange = page(() => import('../pages/exchange/Exchange'), 'Exchange');
const ExchangeRecords = page(() => import('../pages/exchange/ExchangeRecords'), 'ExchangeRecords');
// Operators on the go.
const Administrator = page(() => import('../pages/administrator/Administrator'), 'Administrator');
const WithdrawalDetails = page(() => import('../pages/exchange/WithdrawalDetails'), 'WithdrawalDetails');

/**
 * Starts fetching the code of the page the app opens on (by the address's hash path), so it arrives with the rest of
 * the app instead of after it: the shop's pages, where a first visit lands.
 */
export function preloadStartPage(hashPath: string, desktop: boolean): void {
  const path = hashPath.split('?')[0] || '/';
  if (path === '/' || path === '/pages/index') (desktop ? PcHome : Home).preload();
  else if (path === '/pages/shop/goodsDetails') (desktop ? PcGoodsDetails : GoodsDetails).preload();
}

/** The pages, each at its hash path. */
const pages: RouteObject[] = [
  // The shop's mobile routes hand over to their /pages/pc/ variants on desktops (docs/decisions.md).
  { path: '/', element: <DesktopVariant><Home /></DesktopVariant> },
  { path: '/pages/index', element: <DesktopVariant><Home /></DesktopVariant> },
  { path: '/pages/login', element: <Login /> },
  { path: '/pages/register', element: <Register /> },
  { path: '/pages/forgetPassword', element: <ForgetPassword /> },
  { path: '/pages/mine', element: <Mine /> },
  { path: '/pages/setUp/setUp', element: <RequireMember><SetUp /></RequireMember> },
  { path: '/pages/userInfo/userInfo', element: <RequireMember><UserInfoPage /></RequireMember> },
  { path: '/pages/articleDetails', element: <DesktopVariant><ArticleDetails /></DesktopVariant> },
  { path: '/pages/eWallet', element: <RequireMember><EWallet /></RequireMember> },
  { path: '/pages/transfer', element: <RequireMember><Transfer /></RequireMember> },
  { path: '/pages/shop/confirmOrder', element: <RequireMember><ConfirmOrder /></RequireMember> },
  { path: '/pages/order/orderList', element: <RequireMember><OrderList /></RequireMember> },
  { path: '/pages/order/details', element: <RequireMember><OrderDetails /></RequireMember> },
  { path: '/pages/switchAccounts', element: <RequireMember><SwitchAccounts /></RequireMember> },
  { path: '/pages/integralFlow', element: <RequireMember><IntegralFlow /></RequireMember> },
  { path: '/pages/address/deliveryAddress', element: <RequireMember><DeliveryAddress /></RequireMember> },
  { path: '/pages/address/changeAddress', element: <RequireMember><ChangeAddress /></RequireMember> },
  { path: '/pages/search', element: <Search /> },
  { path: '/pages/shop/goodsDetails', element: <DesktopVariant><GoodsDetails /></DesktopVariant> },
  { path: '/pages/cart', element: <DesktopVariant><Cart /></DesktopVariant> },
  { path: '/pages/exchange', element: <RequireMember><Exchange /></RequireMember> },
  { path: '/pages/exchangeRecords', element: <RequireMember><ExchangeRecords /></RequireMember> },
  { path: '/pages/withdrawalDetails', element: <RequireMember><WithdrawalDetails /></RequireMember> },
  { path: '/pages/pc/home', element: <PcHome /> },
  { path: '/pages/pc/goodsDetails', element: <PcGoodsDetails /> },
  { path: '/pages/pc/pcCart', element: <PcCart /> },
  { path: '/pages/msgList', element: <DesktopVariant><MsgList /></DesktopVariant> },
  { path: '/pages/pc/message', element: <PcMessage /> },
  { path: '/pages/pc/msgDetails', element: <PcMsgDetails /> },
  { path: '/pages/pc/aboutUs', element: <PcAboutUs /> },
  { path: '/choose-location', element: <RequireMember><ChooseLocation /></RequireMember> },
  { path: '/open-location', element: <OpenLocation /> },
  // Member services.
  { path: '/pages/kyc', element: <RequireMember><Kyc /></RequireMember> },
  { path: '/pages/feedback/feedback', element: <RequireMember><Feedback /></RequireMember> },
  { path: '/pages/feedback/feedbackRecord', element: <RequireMember><FeedbackRecord /></RequireMember> },
  { path: '/pages/applicationForm', element: <RequireMember><ApplicationForm /></RequireMember> },
  { path: '/pages/topUp', element: <RequireMember><TopUp /></RequireMember> },
  { path: '/pages/storedRecord', element: <RequireMember><StoredRecord /></RequireMember> },
  { path: '/pages/invite', element: <RequireMember><Invite /></RequireMember> },
  // The member's network.
  { path: '/pages/team', element: <RequireMember><Team /></RequireMember> },
  { path: '/pages/teamList', element: <RequireMember><TeamList /></RequireMember> },
  { path: '/pages/bonus', element: <RequireMember><Bonus /></RequireMember> },
  { path: '/pages/incomeStatement', element: <RequireMember><IncomeStatement /></RequireMember> },
  { path: '/pages/member', element: <RequireMember><MemberLevels /></RequireMember> },
  // Operators sign in here with their own account; members and guests see that it is for operators only.
  { path: '/pages/administrator', element: <Administrator /> },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The spec's exact hash paths, so old links and QR codes keep working. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Every page has its own boundary (the shell stays); the root one catches a failing shell.
    errorElement: <RouteError />,
    children: pages.map((route) => ({ ...route, errorElement: <RouteError /> })),
  },
];

/** The app's router (main.tsx has asked for the start page's code before: preloadStartPage). */
export function createAppRouter() {
  return createHashRouter(routes);
}
