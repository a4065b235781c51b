import { announcementCalls, companyCalls, type AnnouncementItem, type CallData } from '@onego/contract';
import type { z } from 'zod';
import { callApi } from './client';

export type Announcement = z.infer<typeof AnnouncementItem>;
export type AnnouncementPage = CallData<typeof announcementCalls.index>;
export type AnnouncementDetail = CallData<typeof announcementCalls.detail>;
export type CompanyProfile = CallData<typeof companyCalls.profile>;

/** Published announcements, pinned first, then newest. */
export const fetchAnnouncements = (page = 1, limit = 10) => callApi(announcementCalls.index, { page, limit });
export const fetchAnnouncement = (id: number) => callApi(announcementCalls.detail, { id });
export const fetchCompanyProfile = () => callApi(companyCalls.profile);

/** A plain-text body as its paragraphs: one per non-empty line (bodies are never HTML). */
export const paragraphsOf = (content: string): string[] => content.split(/\r?\n/).map((p) => p.trim()).filter(Boolean);

// CJK punctuation and full-width forms already separate sentences; a space after them would look like a gap.
const CJK_STOP = /[\u3000-\u303f\uff00-\uffef]$/u;

/** Paragraphs on one line (for a preview): a space between them, none after CJK punctuation. */
export const joinParagraphs = (paragraphs: string[]): string =>
  paragraphs.reduce((out, p) => (!out ? p : CJK_STOP.test(out) ? `${out}${p}` : `${out} ${p}`), '');

/** Query keys of content; everything under ['content'] is refreshed together by pull-to-refresh. */
export const contentKeys = {
  all: ['content'] as const,
  latest: (lang: string, limit: number) => ['content', 'announcements', 'latest', lang, limit] as const,
  list: (lang: string) => ['content', 'announcements', 'list', lang] as const,
  detail: (lang: string, id: number) => ['content', 'announcement', lang, id] as const,
  company: (lang: string) => ['content', 'company', lang] as const,
};
