import type { Journey } from '../journey.js';
import { adminFinance } from './admin-finance.js';
import { adminMembers } from './admin-members.js';
import { chooseLocation } from './choose-location.js';
import { chunkError } from './chunk-error.js';
import { memberAccount } from './member-account.js';
import { news } from './news.js';
import { pageShell } from './page-shell.js';
import { pcPages } from './pc-pages.js';
import { shop } from './shop.js';
import { wallet } from './wallet.js';
// Member services.
import { servicesApplication, servicesFeedback, servicesKyc, servicesOperatorDesk } from './services.js';
import { topUp } from './top-up.js';
import { withdrawal } from './withdrawal.js';
import { teamBonus } from './team.js';
import { refund } from './refund.js';
import { usdtOrder } from './usdt-order.js';
import { adminBonus } from './admin-bonus.js';
import { routesZhTw } from './routes-zh-tw.js';

/** Every journey, in the order they run. */
export const journeys: Journey[] = [memberAccount, wallet, shop, news, pageShell, chunkError, adminMembers, adminFinance,
  pcPages, chooseLocation,
  // Member services.
  servicesKyc, servicesFeedback, servicesApplication,
  topUp,
  withdrawal,
  // The member's network.
  teamBonus,
  refund,
  usdtOrder,
  adminBonus,
  // Every route of the spec in zh-TW; an operator working from /pages/administrator on a phone.
  routesZhTw, servicesOperatorDesk,
];
