import type { Database, Db } from '../src/db/client.js';
import { newIdentifiers } from '../src/modules/member/codes.js';
import { createRoot } from '../src/modules/member/root.js';
import { members } from '../src/modules/member/tables.js';
import { placeMember, type Side } from '../src/modules/network/index.js';
import { orderLines, orders } from '../src/modules/order/tables.js';

let seq = 0;

/** Inserts a member sponsored by `sponsorId`, placed with `ownerId`'s code on `side`, as registration does. */
export async function join(db: Db, sponsorId: number, ownerId: number, side: Side): Promise<number> {
  return db.transaction(async (tx) => {
    const n = ++seq;
    const [m] = await tx.insert(members).values({
      ...newIdentifiers(), name: `B${n}`, nickname: `B${n}`, email: `bonus${n}-${Date.now()}@test.local`, areaCode: '65',
      mobile: String(82_000_000 + n), nationality: 'SG', birthday: null,
    }).returning({ id: members.id });
    await placeMember(tx, { memberId: m!.id, sponsorId, ownerId, side });
    return m!.id;
  });
}

/** The root member of a fresh database. */
export async function rootOf(database: Database): Promise<number> {
  return (await createRoot(database.db, 'test-root-password')).id;
}

/** A completed order of `amount` paid with balance, one line at BV rate 1, receipt confirmed at `confirmedAt`. */
export async function completedOrder(db: Db, memberId: number, amount: string, confirmedAt: Date): Promise<number> {
  const n = ++seq;
  const [o] = await db.insert(orders).values({
    orderNo: `BONUS${Date.now()}${n}`, memberId, status: 'completed',
    address: { recipient: 'R', area_code: '65', phone: '81234567', country: 'SG', detail: 'X' },
    goodsTotal: amount, shippingFee: '0', total: amount, payMethod: 'balance', paidBalance: amount,
    payDeadline: confirmedAt, paidAt: confirmedAt, shippedAt: confirmedAt, completedAt: confirmedAt,
  }).returning({ id: orders.id });
  await db.insert(orderLines).values({ orderId: o!.id, skuId: 1, productId: 1, name: 'Goods', spec: '', price: amount, quantity: 1, bvRate: '1' });
  return o!.id;
}
