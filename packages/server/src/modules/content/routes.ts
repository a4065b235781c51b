import path from 'node:path';
import { adminContentCalls, announcementCalls, companyCalls } from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import { handle, type CallRoute } from '../../http/calls.js';
import { ensureThumbnail, thumbOf } from '../catalogue/index.js';
import { readUploadedFile, uploadAsOperator } from '../upload/index.js';
import { adminAnnouncement, adminAnnouncements, adminCompanyProfile, saveAnnouncement, saveCompanyProfile, setPublished } from './admin.js';
import { announcementDetail, listAnnouncements, readCompanyProfile } from './read.js';

/** Announcements and the company profile for members and visitors; their editing in the back office. */
export function contentRoutes(app: FastifyInstance): CallRoute[] {
  const uploadsDir = path.join(app.deps.config.dataDir, 'uploads');
  const admin = adminContentCalls;
  return [
    // ---- Members and visitors (no sign-in needed) ----
    handle(announcementCalls.index, ({ ctx, query }) => listAnnouncements(ctx.db, ctx.lang, query)),
    handle(announcementCalls.detail, ({ ctx, query }) => announcementDetail(ctx.db, ctx.lang, query.id)),
    handle(companyCalls.profile, ({ ctx }) => readCompanyProfile(ctx.db, ctx.lang)),

    // ---- Back office ----
    handle(admin.announcements, ({ ctx, query }) => adminAnnouncements(ctx.db, ctx.lang, query)),
    handle(admin.announcement, ({ ctx, query }) => adminAnnouncement(ctx.db, ctx.lang, query.id)),
    handle(admin.saveAnnouncement, ({ ctx, body }) => saveAnnouncement(ctx, body)),
    handle(admin.publish, ({ ctx, body }) => setPublished(ctx, body.id, true)),
    handle(admin.unpublish, ({ ctx, body }) => setPublished(ctx, body.id, false)),
    handle(admin.company, ({ ctx }) => adminCompanyProfile(ctx.db)),
    handle(admin.saveCompany, ({ ctx, body }) => saveCompanyProfile(ctx, uploadsDir, body)),
    handle(admin.upload, async ({ req, ctx }) => {
      const data = await readUploadedFile(req);
      const url = await uploadAsOperator(ctx, uploadsDir, data, 'content.upload');
      await ensureThumbnail(uploadsDir, url);
      return { url, thumb: thumbOf(url), fullurl: `${app.deps.config.publicUrl}${url}` };
    }),
  ];
}
