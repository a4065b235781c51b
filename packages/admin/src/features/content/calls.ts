// The back office's calls about content: announcements and the company profile.
import type { z } from 'zod';
import { adminContentCalls as content, type AdminAnnouncementRow, type CallData, type CallInput } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type Announcement = CallData<typeof content.announcement>;
export type AnnouncementRow = z.infer<typeof AdminAnnouncementRow>;
export type CompanyProfile = CallData<typeof content.company>;
/** What the back office sends to save an announcement (texts per language; publishing is a separate call). */
export type AnnouncementSave = CallInput<typeof content.saveAnnouncement>;

export const contentApi = {
  announcements: (q: CallInput<typeof content.announcements>) => callApi(content.announcements, q),
  announcement: (id: number) => callApi(content.announcement, { id }),
  saveAnnouncement: (body: AnnouncementSave) => callApi(content.saveAnnouncement, body),
  setPublished: ({ id, published }: { id: number; published: boolean }) => callApi(published ? content.publish : content.unpublish, { id }),
  companyProfile: () => callApi(content.company),
  saveCompanyProfile: (body: CallInput<typeof content.saveCompany>) => callApi(content.saveCompany, body),
  /** A company-profile picture (multipart `file`). */
  uploadContent: (file: Blob) => callApi(content.upload, { file }),
};
