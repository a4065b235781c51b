import type { Language, Page } from '@onego/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { applyTransition } from '../../lib/state-machine/index.js';
import { toSeconds } from '../../lib/time.js';
import { operatorAction, type AdminCtx } from '../admin/index.js';
import { checkImages, cleanText, escapeLike, pick, thumbOf } from '../catalogue/index.js';
import { ANNOUNCEMENT_LIFECYCLE, firstPublishedAt } from './lifecycle.js';
import { announcements, companyProfile } from './tables.js';

// The back office's content: every write checks its input, then writes and audits in one transaction.

type Text = Record<string, string | undefined>;
type AnnouncementRow = typeof announcements.$inferSelect;

function announcementView(a: AnnouncementRow, lang: Language) {
  return {
    id: a.id, titles: a.titles as Record<string, string>, contents: a.contents as Record<string, string>, title: pick(a.titles, lang),
    published: a.published, pinned: a.pinned, published_at: toSeconds(a.publishedAt),
    created_at: toSeconds(a.createdAt), updated_at: toSeconds(a.updatedAt),
  };
}
const snapshot = (a: AnnouncementRow) => ({ titles: a.titles, contents: a.contents, pinned: a.pinned, published: a.published, published_at: a.publishedAt });

export interface AdminAnnouncementFilter { state?: 'published' | 'draft'; keyword?: string; page: number; limit: number }

/** Every announcement, drafts too, newest first; the keyword matches the title in any language. */
export async function adminAnnouncements(db: Db, lang: Language, f: AdminAnnouncementFilter): Promise<Page<Omit<ReturnType<typeof announcementView>, 'contents'>>> {
  const conds: SQL[] = [];
  if (f.state) conds.push(eq(announcements.published, f.state === 'published'));
  if (f.keyword) conds.push(sql`${announcements.titles}::text ilike ${`%${escapeLike(f.keyword)}%`}`);
  const where = conds.length ? and(...conds) : undefined;
  const [total] = await db.select({ n: count() }).from(announcements).where(where);
  const rows = await db.select().from(announcements).where(where)
    .orderBy(desc(announcements.pinned), desc(sql`coalesce(${announcements.publishedAt}, ${announcements.createdAt})`), desc(announcements.id))
    .limit(f.limit).offset((f.page - 1) * f.limit);
  return {
    list: rows.map((a) => {
      const { contents: _c, ...rest } = announcementView(a, lang);
      void _c;
      return rest;
    }),
    total: total?.n ?? 0, page: f.page, limit: f.limit,
  };
}

/** One announcement with every language's text, for editing. */
export async function adminAnnouncement(db: Db, lang: Language, id: number) {
  const [a] = await db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  if (!a) throw new AppError('announcement_not_found');
  return announcementView(a, lang);
}

/** Creates (as a draft) or updates an announcement's texts and pinned flag; publishing is a separate step. */
export async function saveAnnouncement(ctx: AdminCtx, body: { id?: number; titles: Text; contents: Text; pinned: boolean }) {
  const values = { titles: cleanText(body.titles), contents: cleanText(body.contents), pinned: body.pinned };
  const id = await operatorAction(ctx, body.id ? 'content.announcement.update' : 'content.announcement.create', async ({ tx }) => {
    let id = body.id;
    let before: ReturnType<typeof snapshot> | null = null;
    if (id) {
      const [old] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
      if (!old) throw new AppError('announcement_not_found');
      before = snapshot(old);
      await tx.update(announcements).set({ ...values, updatedAt: new Date() }).where(eq(announcements.id, id));
    } else {
      id = (await tx.insert(announcements).values(values).returning({ id: announcements.id }))[0]!.id;
    }
    const [after] = await tx.select().from(announcements).where(eq(announcements.id, id));
    return { target: { type: 'announcement', id }, before, after: snapshot(after!), result: id };
  });
  return adminAnnouncement(ctx.db, ctx.lang, id);
}

/** Publishes or withdraws an announcement. The first publication stamps the time members see; later ones keep it. */
export async function setPublished(ctx: AdminCtx, id: number, published: boolean) {
  await operatorAction(ctx, published ? 'content.announcement.publish' : 'content.announcement.unpublish', async ({ tx, actor }) => {
    await applyTransition(tx, ANNOUNCEMENT_LIFECYCLE, published ? 'publish' : 'withdraw', {
      id, actor, set: published ? { published: true, publishedAt: firstPublishedAt } : { published: false },
    });
    const [now] = await tx.select({ publishedAt: announcements.publishedAt }).from(announcements).where(eq(announcements.id, id));
    return {
      target: { type: 'announcement', id }, before: { published: !published }, after: { published, published_at: now!.publishedAt }, result: null,
    };
  });
  return adminAnnouncement(ctx.db, ctx.lang, id);
}

// ---- Company profile ----

/** The profile with every language's text, for editing; empty until first saved. */
export async function adminCompanyProfile(db: Db) {
  const [p] = await db.select().from(companyProfile).limit(1);
  if (!p) return { titles: {}, contents: {}, image: '', thumb: '', lat: null, lng: null, updated_at: null };
  return {
    titles: p.titles as Record<string, string>, contents: p.contents as Record<string, string>, image: p.image, thumb: thumbOf(p.image),
    lat: p.lat, lng: p.lng,
    updated_at: toSeconds(p.updatedAt),
  };
}

/** Writes the whole profile (it is one row, made on first save), audited with before and after. */
export async function saveCompanyProfile(
  ctx: AdminCtx, uploadsDir: string, body: { titles: Text; contents: Text; image: string; lat: number | null; lng: number | null },
) {
  await checkImages(ctx.db, uploadsDir, [body.image], 'field.image');
  const values = { titles: cleanText(body.titles), contents: cleanText(body.contents), image: body.image, lat: body.lat, lng: body.lng };
  await operatorAction(ctx, 'content.company.update', async ({ tx }) => {
    const [old] = await tx.select().from(companyProfile).where(eq(companyProfile.id, 1)).for('update');
    await tx.insert(companyProfile).values({ id: 1, ...values })
      .onConflictDoUpdate({ target: companyProfile.id, set: { ...values, updatedAt: new Date() } });
    return {
      target: { type: 'company_profile', id: 1 }, before: old ? { titles: old.titles, contents: old.contents, image: old.image, lat: old.lat, lng: old.lng } : null, after: values, result: null,
    };
  });
  return adminCompanyProfile(ctx.db);
}
