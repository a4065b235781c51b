import { getCall, postCall, RATE } from '../call.js';
import {
  AdminAnnouncement, AdminAnnouncementList, AdminAnnouncementQuery, AdminCompanyProfile, AnnouncementIdBody, AnnouncementIdQuery,
  AnnouncementSaveBody, CompanyProfileSaveBody, ContentUploadData,
} from '../api/content.js';

const read = { operator: 'content.read' } as const;
const write = { operator: 'content.write' } as const;

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
