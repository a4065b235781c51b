import { ASSETS, formatMoney } from '@onego/contract';
import type { Ctx } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { raisedMessage } from '../../lib/pg-errors.js';
import { consolidateInOneRoundTrip, keyError, ledgerError, requestFingerprint } from '../ledger/index.js';
import { type MemberRow, payInOneCall, type PayingCaller, relatedAccounts } from '../member/index.js';

type Amounts = Partial<Record<(typeof ASSETS)[number], string>>;

/** wallet_consolidate's answer (also what a repeated Idempotency-Key gets), amounts as stored, in the API's shape. */
function answerOf(raw: Record<string, unknown>) {
  const money = (a: Amounts) => Object.fromEntries(ASSETS.map((asset) => [asset, formatMoney(a[asset] ?? 0)])) as Record<(typeof ASSETS)[number], string>;
  const moved = (raw.moved as Array<Amounts & { member_id: string }>).map((m) => ({ member_id: m.member_id, ...money(m) }));
  // Answers stored before consolidation was one database call carry the main account's figures at the top level.
  return { moved, ...money((raw.main ?? raw) as Amounts) };
}

/**
 * Moves everything spendable in every sub-account (balance less holds, shopping coupons, points) into the main
 * account: one journal entry per sub-account, so each side shows the paired records. BV and caps never move. After
 * reading the person's accounts, one database call (wallet_consolidate) confirms the session and settles the PIN
 * (payInOneCall), claims the Idempotency-Key, locks every account concerned at once and posts the entries through the
 * ledger's door, answering from what it locked.
 */
export async function consolidate(ctx: Ctx, me: MemberRow, payPassword: string, idempotencyKey?: string, caller: PayingCaller = {}) {
  const related = await relatedAccounts(ctx, me);
  const [main, ...subs] = related as [MemberRow, ...MemberRow[]];
  // Consolidation has no fields of its own: every repeat under its key is the same request.
  const fingerprint = idempotencyKey ? requestFingerprint('consolidate', {}) : null;
  try {
    return answerOf(await payInOneCall(ctx, me, payPassword, caller, (pin, session) => consolidateInOneRoundTrip(ctx.db, {
      session, pin, callerId: me.id, callerCode: me.memberId, main: { id: main.id, code: main.memberId },
      subs: subs.map((s) => ({ id: s.id, code: s.memberId })), assets: ASSETS, idempotencyKey, fingerprint,
    })));
  } catch (err) {
    if (raisedMessage(err) === 'consolidate_nothing') throw new AppError('consolidate_nothing');
    throw ledgerError(keyError(err));
  }
}
