import type { Ctx } from '../../http/context.js';
import { pinTryOf, provenPinTry, refusedPin, verifyPayPassword, type PinTry } from './credentials.js';
import { SessionNotConfirmed, type SessionToConfirm } from './sessions.js';
import type { MemberRow } from './userinfo.js';

/** The caller of a money call as its route knows it: the PIN hash its session lookup read, and the session to confirm when it came from a recent lookup. */
export interface PayingCaller {
  payPasswordHash?: string | null;
  unconfirmed?: SessionToConfirm;
}

/**
 * Runs a money call whose one database call confirms the caller's session and settles the payment PIN before its work
 * (wallet_transfer, wallet_consolidate; ADR 0010). The PIN is compared here against the hash the session read; without a
 * usable hash it is proven first by reading it (verifyPayPassword). What the call refused is handled here: a session
 * no longer live throws SessionNotConfirmed (the route looks it up and runs again), a wrong or locked PIN the member's
 * error, and a PIN hash changed meanwhile (`stale`) has the PIN proven against the stored one and the call made again.
 */
export async function payInOneCall(
  ctx: Ctx, me: MemberRow, pin: string, caller: PayingCaller,
  call: (pin: PinTry, session: SessionToConfirm | undefined) => Promise<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const proven = async () => provenPinTry(me, await verifyPayPassword(ctx, me, pin));
  let tried = pinTryOf(ctx, me, pin, caller.payPasswordHash) ?? await proven();
  for (;;) {
    const answer = await call(tried, caller.unconfirmed);
    if (typeof answer.refused !== 'string') return answer;
    if (answer.refused === 'session') throw new SessionNotConfirmed();
    refusedPin(answer.refused);
    tried = await proven();
  }
}
