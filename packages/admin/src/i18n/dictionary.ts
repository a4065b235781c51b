import { auditTexts } from '../features/audit/texts';
import { catalogueTexts } from '../features/catalogue/texts';
import { contentTexts } from '../features/content/texts';
import { ledgerTexts } from '../features/ledger/texts';
import { membersTexts } from '../features/members/texts';
import { operatorsTexts } from '../features/operators/texts';
import { ordersTexts } from '../features/orders/texts';
import { withdrawalsTexts } from '../features/withdrawals/texts';
import { bonusTexts } from '../features/bonus/texts';
import { jobsTexts } from '../features/jobs/texts';
import { chainTexts } from '../features/chain/texts';
import { outboxTexts } from '../features/outbox/texts';
import { settingsTexts } from '../features/settings/texts';
import { walletsTexts } from '../features/wallets/texts';
// Member services.
import { kycTexts } from '../features/kyc/texts';
import { feedbackTexts } from '../features/feedback/texts';
import { applicationsTexts } from '../features/applications/texts';
import { dashboardTexts } from '../features/dashboard/texts';
import { commonTexts } from '../kit/texts';
import { shellTexts } from '../shell/texts';
import { LANG_CODES, type Lang } from './languages';

/** Every domain's texts by the domain's name; the keys of all domains together are the back office's dictionary. */
export const TEXTS_BY_DOMAIN = {
  shell: shellTexts, common: commonTexts, members: membersTexts, wallets: walletsTexts, ledger: ledgerTexts, orders: ordersTexts, catalogue: catalogueTexts,
  content: contentTexts, operators: operatorsTexts, audit: auditTexts, settings: settingsTexts, outbox: outboxTexts, jobs: jobsTexts,
  // Member services.
  kyc: kycTexts, feedback: feedbackTexts, applications: applicationsTexts,
  chain: chainTexts,
  withdrawals: withdrawalsTexts,
  bonus: bonusTexts,
  dashboard: dashboardTexts,
} as const;

type KeysOf<T> = T extends { en: infer E } ? keyof E : never;
/** Any text's key, from any domain. */
export type TKey = KeysOf<(typeof TEXTS_BY_DOMAIN)[keyof typeof TEXTS_BY_DOMAIN]>;
export type Dict = Record<TKey, string>;

/** One flat dictionary per language (a test keeps the domains' keys apart, so merging loses nothing). */
export const DICTS = Object.fromEntries(
  LANG_CODES.map((lang) => [lang, Object.assign({}, ...Object.values(TEXTS_BY_DOMAIN).map((d) => d[lang])) as Dict]),
) as Record<Lang, Dict>;
