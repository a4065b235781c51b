import { eq } from 'drizzle-orm';
import type { Asset } from '@onego/contract';
import { hashPin } from '../src/lib/pin-hash.js';
import { credentials, members } from '../src/modules/member/tables.js';
import type { MemberRow } from '../src/modules/member/userinfo.js';
import { adjustWallet } from '../src/modules/wallet/adjust.js';
import { verifyLedger } from '../src/modules/ledger/verify.js';
import type { TestApp } from './harness.js';

/**
 * The weakest argon2id hash of "246810" (m=8 KiB, t=1; ~0.07 ms to check), for scripts that write credentials without
 * the server's PIN key (benchmark seeds, a separate server process): as a payment password it is a legacy hash, which
 * verifies and is rewritten under the server's current key on its first use; as a login password it is merely cheap.
 */
export const CHEAP_PAY_HASH = '$argon2id$v=19$m=8,t=1,p=1$S6z7tnS0KNM48fICeWriIw$a7ooUqASO/sCkamI2CXl4UmkaGawyjAYBND2mYO6FbM';

/**
 * Gives the person a member account belongs to the payment password "246810", stored as the test app stores PINs
 * (keyed under its current key), without the HTTP round trip of setting it.
 */
export async function useCheapPayPassword(t: TestApp, memberId: string): Promise<void> {
  const m = await memberRow(t, memberId);
  const payPasswordHash = hashPin(t.app.deps.pinKeys, '246810');
  await t.database.db.update(credentials).set({ payPasswordHash }).where(eq(credentials.personId, m.mainMemberId ?? m.id));
}

/** The member row behind a public member ID. */
export async function memberRow(t: TestApp, memberId: string): Promise<MemberRow> {
  const [row] = await t.database.db.select().from(members).where(eq(members.memberId, memberId));
  return row!;
}

/** Credits (or debits) a member through the audited adjustment path, as an operator would. */
export async function fund(t: TestApp, memberId: string, amount: string, asset: Asset = 'balance') {
  return adjustWallet(t.database.db, { operatorId: null, operatorName: 'test', ip: '127.0.0.1' }, await memberRow(t, memberId), { asset, amount, reason: 'test funding' });
}

/** Fails the test with the report when the books do not prove out. */
export async function expectBooksBalanced(t: TestApp): Promise<void> {
  const report = await verifyLedger(t.database);
  if (!report.ok) throw new Error(`ledger verification failed: ${JSON.stringify(report)}`);
}
