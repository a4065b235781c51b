import {
  AdminAdjustBody, AdminAdjustData, AdminRecordsData, AdminRecordsQuery, AdminWalletData, AdminWalletQuery, JournalData, JournalQuery,
  LedgerReport, SettingsData, SettingWriteBody, SettingWriteData,
} from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/context.js';
import { answers } from '../../../http/route-docs.js';
import { authOperator } from '../admin-auth.js';
import { listJournal } from './journal.js';
import { listSettings, saveSetting } from './settings.js';
import { problemCount, verifyBooks } from './verify.js';
import { adjustMember, memberRecords, memberWallet } from './wallets.js';

/** The back office's finance calls: members' wallets and adjustments, the journal, ledger verification, settings. */
export function financeRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const T = 'admin';

  r.get('/admin-api/wallet/member', { schema: { ...answers(T, AdminWalletData), querystring: AdminWalletQuery } }, async (req) => {
    return ok(req, await memberWallet(await authOperator(req, 'wallet.read'), req.query.member_id));
  });

  r.get('/admin-api/wallet/records', { schema: { ...answers(T, AdminRecordsData), querystring: AdminRecordsQuery } }, async (req) => {
    return ok(req, await memberRecords(await authOperator(req, 'wallet.read'), req.query));
  });

  r.post('/admin-api/wallet/adjust', { schema: { ...answers(T, AdminAdjustData, 'Credit (positive) or debit (negative) a member; audited'), body: AdminAdjustBody } }, async (req) => {
    return ok(req, await adjustMember(await authOperator(req, 'wallet.adjust'), req.body), 'adjust_ok');
  });

  r.get('/admin-api/ledger/journal', { schema: { ...answers(T, JournalData), querystring: JournalQuery } }, async (req) => {
    const me = await authOperator(req, 'ledger.read');
    return ok(req, await listJournal(me.db, req.query));
  });

  r.post('/admin-api/ledger/verify', { schema: answers(T, LedgerReport, 'Prove the books; audited') }, async (req) => {
    const report = await verifyBooks(await authOperator(req, 'ledger.verify'), app.deps.database);
    return report.ok ? ok(req, report, 'ledger_ok') : ok(req, report, 'ledger_broken', { count: problemCount(report) });
  });

  r.get('/admin-api/settings', { schema: answers(T, SettingsData) }, async (req) => {
    return ok(req, await listSettings(await authOperator(req, 'settings.read')));
  });

  r.post('/admin-api/settings', { schema: { ...answers(T, SettingWriteData, 'Change one setting; audited'), body: SettingWriteBody } }, async (req) => {
    return ok(req, await saveSetting(await authOperator(req, 'settings.read'), req.body), 'setting_saved');
  });
}
