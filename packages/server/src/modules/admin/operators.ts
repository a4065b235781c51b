import { count, eq } from 'drizzle-orm';
import type { OperatorRole } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { hashPassword } from '../../lib/secrets.js';
import { operators } from './tables.js';

export type OperatorRow = typeof operators.$inferSelect;

/** Creates a back-office account. */
export async function createOperator(db: Db, input: { username: string; password: string; role: OperatorRole }): Promise<OperatorRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db.insert(operators).values({ username: input.username, passwordHash, role: input.role }).returning();
    return row!;
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw new AppError('operator_exists');
    throw err;
  }
}

/** An operator by username. */
export async function findOperator(db: Db, username: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.username, username)).limit(1);
  return row;
}

/** Whether any back-office account exists (the first start creates one). */
export async function hasOperators(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(operators);
  return (row?.n ?? 0) > 0;
}
