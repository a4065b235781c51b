import {
  BalanceData, ConsolidateBody, ConsolidateData, IntegralData, RecordsQuery, ShopCoinsData, TransferBody, TransferData,
  TransferQuote, TransferQuoteQuery,
} from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authMember } from '../../http/auth.js';
import { ctxOf, ok } from '../../http/context.js';
import { answers } from '../../http/route-docs.js';
import { frozenOf, idempotencyKeyOf, recordsOf, walletOf } from '../ledger/index.js';
import { consolidate } from './consolidate.js';
import { quoteTransfer, transfer } from './transfer.js';

/** Wallet amounts with their records, transfers between members, and consolidation of sub-accounts. */
export function walletRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/account/balance', { schema: { ...answers('account', BalanceData), querystring: RecordsQuery } }, async (req) => {
    const { member } = await authMember(req);
    const db = ctxOf(req).db;
    const w = await walletOf(db, member.id);
    const page = await recordsOf(db, member.id, 'balance', req.query);
    return ok(req, { balance: w.balance, balance_held: w.balance_held, balance_available: w.balance_available, ...page, frozen: await frozenOf(db, member.id, 'balance') });
  });

  r.get('/api/account/shopCoins', { schema: { ...answers('account', ShopCoinsData), querystring: RecordsQuery } }, async (req) => {
    const { member } = await authMember(req);
    const db = ctxOf(req).db;
    return ok(req, {
      shop_coins: (await walletOf(db, member.id)).shop_coins, ...(await recordsOf(db, member.id, 'shop_coins', req.query)), frozen: await frozenOf(db, member.id, 'shop_coins'),
    });
  });

  r.get('/api/account/integral', { schema: { ...answers('account', IntegralData), querystring: RecordsQuery } }, async (req) => {
    const { member } = await authMember(req);
    const db = ctxOf(req).db;
    return ok(req, {
      integral: (await walletOf(db, member.id)).integral, ...(await recordsOf(db, member.id, 'integral', req.query)), frozen: await frozenOf(db, member.id, 'integral'),
    });
  });

  r.get('/api/transfer/quote', { schema: { ...answers('transfer', TransferQuote), querystring: TransferQuoteQuery } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await quoteTransfer(ctxOf(req), member, req.query.amount));
  });

  r.post('/api/transfer/transfer', { schema: { ...answers('transfer', TransferData), body: TransferBody } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await transfer(ctxOf(req), member, req.body, idempotencyKeyOf(req.headers)), 'transfer_ok');
  });

  r.post('/api/fundConsolidation/consolidate', { schema: { ...answers('account', ConsolidateData), body: ConsolidateBody } }, async (req) => {
    const { member } = await authMember(req);
    return ok(req, await consolidate(ctxOf(req), member, req.body.pay_password, idempotencyKeyOf(req.headers)), 'consolidate_ok');
  });
}
