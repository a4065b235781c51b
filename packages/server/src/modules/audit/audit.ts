import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AuditAction, Page } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { toSeconds } from '../../lib/time.js';
import { auditLog } from './tables.js';

export type Snapshot = Record<string, unknown> | null;

export interface AuditEntry {
  /** The operator, or id null for the operator CLI. */
  operator: { id: number | null; username: string };
  action: AuditAction;
  targetType: string;
  targetId: string | number;
  before: Snapshot;
  after: Snapshot;
  ip: string;
}

// Secrets never reach the audit trail, whatever a caller passes in.
const SECRET_KEY = /password|secret|hash|token/i;

function scrub(snapshot: Snapshot): Snapshot {
  if (snapshot === null) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(snapshot)) {
    if (SECRET_KEY.test(k) && typeof v !== 'boolean') continue;
    out[k] = v instanceof Date ? toSeconds(v) : v;
  }
  return out;
}

/**
 * Writes one audit row. Only operatorAction calls it, in the transaction of the write it describes, so both land or
 * neither does.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: entry.operator.id,
    operatorName: entry.operator.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: scrub(entry.before),
    after: scrub(entry.after),
    ip: entry.ip,
  });
}

export interface AuditFilter {
  operator?: string;
  action?: string;
  target?: string;
  page: number;
  limit: number;
}

export interface AuditView {
  id: number;
  operator: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  ip: string;
  created_at: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Audit rows, newest first: operator name and action by prefix, target by exact ID. */
export async function listAudit(db: Db, f: AuditFilter): Promise<Page<AuditView>> {
  const conds: SQL[] = [];
  if (f.operator) conds.push(ilike(auditLog.operatorName, `${escapeLike(f.operator)}%`));
  if (f.action) conds.push(ilike(auditLog.action, `${escapeLike(f.action)}%`));
  if (f.target) conds.push(eq(auditLog.targetId, f.target));
  const where = conds.length ? and(...conds) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db.select().from(auditLog).where(where)
    .orderBy(desc(auditLog.id)).limit(f.limit).offset((f.page - 1) * f.limit);
  return {
    list: rows.map((r) => ({
      id: r.id,
      operator: r.operatorName,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      before: r.before,
      after: r.after,
      ip: r.ip,
      created_at: toSeconds(r.createdAt),
    })),
    total: total?.n ?? 0,
    page: f.page,
    limit: f.limit,
  };
}
