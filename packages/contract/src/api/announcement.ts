import { getCall } from '../call.js';
import { AnnouncementDetailData, AnnouncementDetailQuery, AnnouncementListData, AnnouncementListQuery, CompanyProfileData } from './content.js';

/** Every /api/announcement/* call (no sign-in needed). */
export const announcementCalls = {
  index: getCall({ path: '/api/announcement/index', access: 'guest', query: AnnouncementListQuery, data: AnnouncementListData, summary: 'Published announcements: pinned first, then newest; paged' }),
  detail: getCall({ path: '/api/announcement/detail', access: 'guest', query: AnnouncementDetailQuery, data: AnnouncementDetailData, summary: 'One published announcement; plain text, one paragraph per line' }),
};

/** Every /api/company/* call. */
export const companyCalls = {
  profile: getCall({ path: '/api/company/profile/index', access: 'guest', data: CompanyProfileData, summary: 'The company profile (about us)' }),
};
