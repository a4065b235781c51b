import fc from 'fast-check';
import { ASSETS, Money, roundMoney, type Asset } from '@onego/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../src/http/context.js';
import { AppError } from '../src/http/errors.js';
import { memberAccounts } from '../src/modules/ledger/accounts.js';
import { pending, postPending, voidPending } from '../src/modules/ledger/pending.js';
import { verifyLedger } from '../src/modules/ledger/verify.js';
import { createSubAccount } from '../src/modules/member/subaccounts.js';
import type { MemberRow } from '../src/modules/member/userinfo.js';
import { adjustWallet } from '../src/modules/wallet/adjust.js';
import { consolidate } from '../src/modules/wallet/consolidate.js';
import { transfer } from '../src/modules/wallet/transfer.js';
import { registerMember, rootCodes, startTestApp, type TestApp } from './harness.js';
import { useCheapPayPassword, memberRow } from './wallet-helpers.js';


type Op =
  | { op: 'credit' | 'debit'; who: number; asset: Asset; amount: string }
  | { op: 'transfer'; from: number; to: number; amount: string }
  | { op: 'hold'; who: number; amount: string }
  | { op: 'release' | 'capture'; pick: number }
  | { op: 'consolidate' };

const amountArb = fc.integer({ min: 1, max: 40000 }).map((cents) => (cents / 100).toFixed(2));
const who = fc.integer({ min: 0, max: 2 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constantFrom('credit' as const, 'debit' as const), who, asset: fc.constantFrom(...ASSETS), amount: amountArb }),
  fc.record({ op: fc.constant('transfer' as const), from: who, to: who, amount: fc.integer({ min: 1000, max: 30000 }).map((c) => (c / 100).toFixed(2)) }),
  fc.record({ op: fc.constant('hold' as const), who, amount: amountArb }),
  fc.record({ op: fc.constantFrom('release' as const, 'capture' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('consolidate' as const) }),
);

/** What the books should say, computed independently of the ledger code. */
class Model {
  readonly bal = new Map<string, Money>();
  readonly held = new Map<number, Money>();
  holds: Array<{ id: number; who: number; amount: Money; active: boolean }> = [];
  get(m: number, a: Asset) { return this.bal.get(`${m}:${a}`) ?? new Money(0); }
  add(m: number, a: Asset, v: Money) { this.bal.set(`${m}:${a}`, this.get(m, a).plus(v)); }
  heldOf(m: number) { return this.held.get(m) ?? new Money(0); }
  available(m: number, a: Asset) { return a === 'balance' ? this.get(m, a).minus(this.heldOf(m)) : this.get(m, a); }
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const isInsufficient = (err: unknown) => err instanceof AppError && err.key.startsWith('insufficient_');

describe('ledger invariants under random operations', () => {
  it('keep every entry balanced, every cache equal to its postings, nothing negative, and match an independent model', async () => {
    const ctx: Ctx = { db: t.database.db, lang: 'en', ip: '127.0.0.1', userAgent: 'property', requestId: 'property', pinKeys: t.app.deps.pinKeys };
    const operator = { operatorId: null, operatorName: 'property', ip: '127.0.0.1' };
    await fc.assert(
      fc.asyncProperty(fc.array(amountArb, { minLength: 3, maxLength: 3 }), fc.array(opArb, { minLength: 1, maxLength: 18 }), async (opening, ops) => {
        // Three fresh members each run: main accounts 0 and 1, and 2 a sub-account of 0.
        const a = await registerMember(t, rootCodes(t));
        const b = await registerMember(t, rootCodes(t));
        const main: MemberRow[] = [await memberRow(t, a.userinfo.member_id), await memberRow(t, b.userinfo.member_id)];
        for (const m of main) await useCheapPayPassword(t, m.memberId);
        const sub = await createSubAccount(ctx, main[0]!, { node_code: main[0]!.leftNodeCode });
        const people = [await memberRow(t, a.userinfo.member_id), await memberRow(t, b.userinfo.member_id), await memberRow(t, sub.memberId)];
        const model = new Model();
        const used = new Map<number, Money>();
        // Opening balances, so that transfers, holds and consolidation have something to work with.
        for (const [i, p] of people.entries()) {
          const amount = new Money(opening[i]!).times(5).toFixed(2);
          await adjustWallet(t.database.db, operator, p, { asset: 'balance', amount, reason: 'opening' });
          model.add(p.id, 'balance', new Money(amount));
        }
        for (const op of ops) {
          if (op.op === 'credit' || op.op === 'debit') {
            const m = people[op.who]!;
            const amount = new Money(op.amount).times(op.op === 'debit' ? -1 : 1);
            const ok = op.op === 'credit' || model.available(m.id, op.asset).gte(op.amount);
            try {
              await adjustWallet(t.database.db, operator, m, { asset: op.asset, amount: amount.toFixed(2), reason: 'property' });
              expect(ok).toBe(true);
              model.add(m.id, op.asset, amount);
            } catch (err) {
              expect(ok, String(err)).toBe(false);
              expect(isInsufficient(err)).toBe(true);
            }
          } else if (op.op === 'transfer') {
            const from = people[op.from]!;
            const to = people[op.to]!;
            const amount = new Money(op.amount);
            const fee = Money.max(1, roundMoney(amount.times('0.01')));
            const withinLimit = (used.get(from.id) ?? new Money(0)).plus(amount).lte(10000);
            const ok = from.id !== to.id && model.available(from.id, 'balance').gte(amount) && withinLimit;
            try {
              await transfer(ctx, from, { to_member_id: to.memberId, amount: op.amount, pay_password: '246810' });
              expect(ok).toBe(true);
              model.add(from.id, 'balance', amount.negated());
              model.add(to.id, 'balance', amount.minus(fee));
              used.set(from.id, (used.get(from.id) ?? new Money(0)).plus(amount));
            } catch (err) {
              expect(ok, String(err)).toBe(false);
            }
          } else if (op.op === 'hold') {
            const m = people[op.who]!;
            const ok = model.available(m.id, 'balance').gte(op.amount);
            try {
              const { id } = await pending(t.database.db, {
                from: { member: m.id }, to: { system: 'withdrawals' }, asset: 'balance', amount: op.amount, reason: 'withdrawal',
                refType: 'property', expiresAt: new Date(Date.now() + 86_400_000),
              });
              expect(ok).toBe(true);
              model.holds.push({ id, who: m.id, amount: new Money(op.amount), active: true });
              model.held.set(m.id, model.heldOf(m.id).plus(op.amount));
            } catch (err) {
              expect(ok, String(err)).toBe(false);
              expect(isInsufficient(err)).toBe(true);
            }
          } else if (op.op === 'release' || op.op === 'capture') {
            if (model.holds.length === 0) continue;
            const h = model.holds[op.pick % model.holds.length]!;
            // A capture posts the whole reservation to the withdrawals account (two-phase post); a release voids it.
            const closed = await (op.op === 'release' ? voidPending(t.database.db, h.id) : postPending(t.database.db, h.id))
              .then(() => true, (err: unknown) => {
                if (err instanceof AppError && err.key === 'pending_transfer_closed') return false;
                throw err;
              });
            expect(closed).toBe(h.active);
            if (closed) {
              h.active = false;
              model.held.set(h.who, model.heldOf(h.who).minus(h.amount));
              if (op.op === 'capture') model.add(h.who, 'balance', h.amount.negated());
            }
          } else {
            const movable = ASSETS.some((asset) => model.available(people[2]!.id, asset).gt(0));
            try {
              await consolidate(ctx, people[0]!, '246810');
              expect(movable).toBe(true);
              for (const asset of ASSETS) {
                const free = model.available(people[2]!.id, asset);
                model.add(people[2]!.id, asset, free.negated());
                model.add(people[0]!.id, asset, free);
              }
            } catch (err) {
              expect(movable, String(err)).toBe(false);
            }
          }
        }
        const accounts = await memberAccounts(t.database.db, people.map((p) => p.id));
        for (const p of people) {
          for (const asset of ASSETS) {
            const acc = accounts.find((x) => x.memberId === p.id && x.asset === asset);
            expect(new Money(acc?.balance ?? 0).toFixed(2), `${p.memberId} ${asset}`).toBe(model.get(p.id, asset).toFixed(2));
          }
          expect(new Money(accounts.find((x) => x.memberId === p.id && x.asset === 'balance')?.held ?? 0).toFixed(2)).toBe(model.heldOf(p.id).toFixed(2));
        }
        const report = await verifyLedger(t.database);
        expect(report.ok, JSON.stringify(report)).toBe(true);
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
