import { getCall, postCall, RATE } from '../call.js';
import { z } from 'zod';
import { UnixSeconds } from '../envelope.js';
import { pageOf } from '../paging.js';
import { Flag, UploadedPath } from '../api/fields.js';
import { text } from '../api/text.js';
import { LocalizedBody, LocalizedTitle } from '../api/content.js';
import { Id, page } from './fields.js';

const read = { operator: 'content.read' } as const;
const write = { operator: 'content.write' } as const;

const Localized = z.record(z.string(), z.string());
export const ANNOUNCEMENT_STATES = ['published', 'draft'] as const;
export const AdminAnnouncementQuery = z.object({
  state: z.enum(ANNOUNCEMENT_STATES).optional(),
  keyword: text({ max: 100 }).optional(),
  page,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const AdminAnnouncement = z.object({
  id: z.number().int(),
  titles: Localized,
  contents: Localized,
  /** The title in the operator's language (zh-TW fallback). */
  title: z.string(),
  published: z.boolean(),
  pinned: z.boolean(),
  /** Set when first published and kept afterwards, so a correction does not move old news to the top. */
  published_at: UnixSeconds.nullable(),
  created_at: UnixSeconds,
  updated_at: UnixSeconds,
});
export const AdminAnnouncementRow = AdminAnnouncement.omit({ contents: true });
export const AdminAnnouncementList = pageOf(AdminAnnouncementRow);
export const AnnouncementSaveBody = z.object({
  id: Id.optional(),
  titles: LocalizedTitle,
  contents: LocalizedBody,
  pinned: Flag.default(false),
});
export const AnnouncementIdBody = z.object({ id: Id });
export const AnnouncementIdQuery = z.object({ id: Id });
export const AdminCompanyProfile = z.object({
  titles: Localized,
  contents: Localized,
  image: z.string(),
  thumb: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  updated_at: UnixSeconds.nullable(),
});
/** A coordinate in degrees within ±`max`, or null for none. */
const degrees = (max: number) => z.number().min(-max).max(max).nullable().default(null);
export const CompanyProfileSaveBody = z.object({
  titles: LocalizedTitle,
  contents: LocalizedBody,
  image: UploadedPath.default(''),
  /** The office's point on a map: both or neither. */
  lat: degrees(90),
  lng: degrees(180),
}).refine((b) => (b.lat === null) === (b.lng === null), { path: ['lng'] });
export const ContentUploadData = z.object({ url: z.string(), thumb: z.string(), fullurl: z.string() });

/** Every /admin-api/content/* call: announcements and the company profile. */
export const adminContentCalls = {
  announcements: getCall({ path: '/admin-api/content/announcements', access: read, query: AdminAnnouncementQuery, data: AdminAnnouncementList, summary: 'Every announcement, drafts too' }),
  announcement: getCall({ path: '/admin-api/content/announcements/detail', access: read, query: AnnouncementIdQuery, data: AdminAnnouncement }),
  saveAnnouncement: postCall({ path: '/admin-api/content/announcements/save', access: write, body: AnnouncementSaveBody, data: AdminAnnouncement, summary: 'Create (no id, as a draft) or update an announcement; audited' }),
  publish: postCall({ path: '/admin-api/content/announcements/publish', access: write, body: AnnouncementIdBody, data: AdminAnnouncement, summary: 'Publish an announcement; audited' }),
  unpublish: postCall({ path: '/admin-api/content/announcements/unpublish', access: write, body: AnnouncementIdBody, data: AdminAnnouncement, summary: 'Withdraw an announcement from members; audited' }),
  company: getCall({ path: '/admin-api/content/company', access: read, data: AdminCompanyProfile }),
  saveCompany: postCall({ path: '/admin-api/content/company/save', access: write, body: CompanyProfileSaveBody, data: AdminCompanyProfile, summary: 'Write the company profile; audited' }),
  upload: postCall({
    path: '/admin-api/content/upload', access: write, upload: true, data: ContentUploadData, perMinute: RATE.upload,
    summary: 'Upload a company-profile picture (multipart `file`): checked by content, re-encoded to WebP, with a thumbnail',
  }),
};
