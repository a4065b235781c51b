import type { Language, Page } from '@onego/contract';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { toSeconds } from '../../lib/time.js';
import { pick, thumbOf } from '../catalogue/index.js';
import { summarize } from './summary.js';
import { announcements, companyProfile } from './tables.js';

// What members and visitors read: published announcements and the company profile, in the caller's language.

export interface AnnouncementItem { id: number; title: string; summary: string; pinned: boolean; time: number }

const visible = and(eq(announcements.published, true), isNotNull(announcements.publishedAt))!;

/** Published announcements: pinned first, then newest published first. */
export async function listAnnouncements(db: Db, lang: Language, q: { page: number; limit: number }): Promise<Page<AnnouncementItem>> {
  const [total] = await db.select({ n: count() }).from(announcements).where(visible);
  const rows = await db.select().from(announcements).where(visible)
    .orderBy(desc(announcements.pinned), desc(announcements.publishedAt), desc(announcements.id))
    .limit(q.limit).offset((q.page - 1) * q.limit);
  return {
    list: rows.map((a) => ({
      id: a.id, title: pick(a.titles, lang), summary: summarize(pick(a.contents, lang)), pinned: a.pinned, time: toSeconds(a.publishedAt!),
    })),
    total: total?.n ?? 0, page: q.page, limit: q.limit,
  };
}

/** One published announcement; a draft or an unknown id is the same "not found" to members. */
export async function announcementDetail(db: Db, lang: Language, id: number) {
  const [a] = await db.select().from(announcements).where(and(visible, eq(announcements.id, id))).limit(1);
  if (!a) throw new AppError('announcement_not_found');
  return { id: a.id, title: pick(a.titles, lang), content: pick(a.contents, lang), pinned: a.pinned, time: toSeconds(a.publishedAt!) };
}

/** The company profile; empty texts until an operator writes it. */
export async function readCompanyProfile(db: Db, lang: Language) {
  const [p] = await db.select().from(companyProfile).limit(1);
  if (!p) return { title: '', content: '', image: '', thumb: '', lat: null, lng: null, updated_at: null };
  return {
    title: pick(p.titles, lang), content: pick(p.contents, lang), image: p.image, thumb: thumbOf(p.image), lat: p.lat, lng: p.lng,
    updated_at: toSeconds(p.updatedAt),
  };
}
