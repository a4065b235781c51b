import { count, desc } from 'drizzle-orm';
import type { Page } from '@onego/contract';
import type { Db } from '../../db/client.js';
import { toSeconds } from '../../lib/time.js';
import { mailOutbox } from './tables.js';

export interface OutboxView {
  id: number;
  to: string;
  subject: string;
  text: string;
  status: 'queued' | 'sent' | 'failed' | 'logged';
  error: string;
  created_at: number;
}

/** The mail outbox, newest first: operators read codes here when SMTP is not configured. */
export async function listOutbox(db: Db, f: { page: number; limit: number }): Promise<Page<OutboxView>> {
  const [total] = await db.select({ n: count() }).from(mailOutbox);
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(f.limit).offset((f.page - 1) * f.limit);
  return {
    list: rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, status: r.status, error: r.error, created_at: toSeconds(r.createdAt) })),
    total: total?.n ?? 0,
    page: f.page,
    limit: f.limit,
  };
}
