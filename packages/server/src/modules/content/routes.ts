import path from 'node:path';
import {
  AdminAnnouncement, AdminAnnouncementList, AdminAnnouncementQuery, AdminCompanyProfile, AnnouncementDetailData, AnnouncementDetailQuery,
  AnnouncementIdBody, AnnouncementIdQuery, AnnouncementListData, AnnouncementListQuery, AnnouncementSaveBody, CompanyProfileData,
  CompanyProfileSaveBody, ContentUploadData,
} from '@onego/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf, ok } from '../../http/context.js';
import { answers, perMinute, RATE } from '../../http/route-docs.js';
import { authOperator } from '../admin/index.js';
import { ensureThumbnail, thumbOf } from '../catalogue/index.js';
import { readUploadedFile, uploadAsOperator } from '../upload/index.js';
import { adminAnnouncement, adminAnnouncements, adminCompanyProfile, saveAnnouncement, saveCompanyProfile, setPublished } from './admin.js';
import { announcementDetail, listAnnouncements, readCompanyProfile } from './read.js';

/** Announcements and the company profile for members and visitors; their editing in the back office. */
export function contentRoutes(app: FastifyInstance, rateScale: number): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploadsDir = path.join(app.deps.config.dataDir, 'uploads');

  // ---- Members and visitors (no sign-in needed) ----
  r.get('/api/announcement/index', {
    schema: { ...answers('announcement', AnnouncementListData, 'Published announcements: pinned first, then newest; paged'), querystring: AnnouncementListQuery },
  }, async (req) => ok(req, await listAnnouncements(ctxOf(req).db, req.lang, req.query)));

  r.get('/api/announcement/detail', {
    schema: { ...answers('announcement', AnnouncementDetailData, 'One published announcement; plain text, one paragraph per line'), querystring: AnnouncementDetailQuery },
  }, async (req) => ok(req, await announcementDetail(ctxOf(req).db, req.lang, req.query.id)));

  r.get('/api/company/profile/index', { schema: answers('company', CompanyProfileData, 'The company profile (about us)') }, async (req) =>
    ok(req, await readCompanyProfile(ctxOf(req).db, req.lang)));

  // ---- Back office ----
  const T = 'admin';
  r.get('/admin-api/content/announcements', { schema: { ...answers(T, AdminAnnouncementList, 'Every announcement, drafts too'), querystring: AdminAnnouncementQuery } }, async (req) => {
    const me = await authOperator(req, 'content.read');
    return ok(req, await adminAnnouncements(me.db, req.lang, req.query));
  });
  r.get('/admin-api/content/announcements/detail', { schema: { ...answers(T, AdminAnnouncement), querystring: AnnouncementIdQuery } }, async (req) => {
    const me = await authOperator(req, 'content.read');
    return ok(req, await adminAnnouncement(me.db, req.lang, req.query.id));
  });
  r.post('/admin-api/content/announcements/save', {
    schema: { ...answers(T, AdminAnnouncement, 'Create (no id, as a draft) or update an announcement; audited'), body: AnnouncementSaveBody },
  }, async (req) => ok(req, await saveAnnouncement(await authOperator(req, 'content.write'), req.body)));
  r.post('/admin-api/content/announcements/publish', {
    schema: { ...answers(T, AdminAnnouncement, 'Publish an announcement; audited'), body: AnnouncementIdBody },
  }, async (req) => ok(req, await setPublished(await authOperator(req, 'content.write'), req.body.id, true)));
  r.post('/admin-api/content/announcements/unpublish', {
    schema: { ...answers(T, AdminAnnouncement, 'Withdraw an announcement from members; audited'), body: AnnouncementIdBody },
  }, async (req) => ok(req, await setPublished(await authOperator(req, 'content.write'), req.body.id, false)));

  r.get('/admin-api/content/company', { schema: answers(T, AdminCompanyProfile) }, async (req) => {
    const me = await authOperator(req, 'content.read');
    return ok(req, await adminCompanyProfile(me.db));
  });
  r.post('/admin-api/content/company/save', {
    schema: { ...answers(T, AdminCompanyProfile, 'Write the company profile; audited'), body: CompanyProfileSaveBody },
  }, async (req) => ok(req, await saveCompanyProfile(await authOperator(req, 'content.write'), uploadsDir, req.body)));

  r.post('/admin-api/content/upload', {
    schema: answers(T, ContentUploadData, 'Upload a company-profile picture (multipart `file`): checked by content, re-encoded to WebP, with a thumbnail'),
    config: perMinute(RATE.upload, rateScale),
  }, async (req) => {
    const me = await authOperator(req, 'content.write');
    const data = await readUploadedFile(req);
    const url = await uploadAsOperator(me, uploadsDir, data, 'content.upload');
    await ensureThumbnail(uploadsDir, url);
    return ok(req, { url, thumb: thumbOf(url), fullurl: `${app.deps.config.publicUrl}${url}` });
  });
}
