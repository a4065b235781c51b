import { adminLedgerCalls, adminSettingsCalls, adminWalletCalls } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import { answer, handle, type CallRoute } from '../../../http/calls.js';
import { ok } from '../../../http/context.js';
import { listJournal } from './journal.js';
import { listSettings, saveSetting } from './settings.js';
import { problemCount, verifyBooks } from './verify.js';
import { walletList } from './wallet-list.js';
import { adjustMember, memberRecords, memberWallet } from './wallets.js';

/** The back office's finance calls: members' wallets and adjustments, the journal, ledger verification, settings. */
export function financeRoutes(app: FastifyInstance): CallRoute[] {
  return [
    handle(adminWalletCalls.list, ({ ctx, query }) => walletList(ctx.db, query)),
    handle(adminWalletCalls.member, ({ ctx, query }) => memberWallet(ctx, query.member_id)),
    handle(adminWalletCalls.records, ({ ctx, query }) => memberRecords(ctx, query)),
    handle(adminWalletCalls.adjust, ({ ctx, body }) => adjustMember(ctx, body)),
    handle(adminLedgerCalls.journal, ({ ctx, query }) => listJournal(ctx.db, query)),
    handle(adminLedgerCalls.verify, async ({ req, ctx }) => {
      const report = await verifyBooks(ctx, app.deps.database);
      return report.ok ? report : answer(ok(req, report, 'ledger_broken', { count: problemCount(report) }));
    }),
    handle(adminSettingsCalls.list, ({ ctx }) => listSettings(ctx)),
    // The connected chain's token is refused as a cold address, as it is for a withdrawal.
    handle(adminSettingsCalls.save, ({ ctx, body }) => saveSetting(ctx, body, app.deps.chain ? [app.deps.chain.token] : [])),
  ];
}
