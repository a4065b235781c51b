import type { LocalizedText } from '@onego/contract';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/** Announcements ("latest news"): per-language title and plain-text body; members see only published ones. */
export const announcements = pgTable(
  'announcements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    contents: jsonb('contents').$type<LocalizedText>().notNull(),
    status: text('status', { enum: ['draft', 'published', 'withdrawn'] }).notNull().default('draft'),
    /** Whether members see it: follows `status` (the check below), kept as the flag the member feed is indexed on. */
    published: boolean('published').notNull().default(false),
    /** Set when first published and kept on unpublish and republish, so a corrected item keeps its place. */
    publishedAt: ts('published_at'),
    pinned: boolean('pinned').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The member list: published, pinned first, newest first.
    index('announcements_feed_idx').on(t.published, t.pinned, t.publishedAt, t.id),
    check('announcements_published_at_ck', sql`not published or published_at is not null`),
    check('announcements_status_ck', sql`published = (status = 'published')`),
  ],
);

/** The company profile: a single row (id 1) with per-language title and plain-text body and an optional picture. */
export const companyProfile = pgTable(
  'company_profile',
  {
    id: integer('id').primaryKey().default(1),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    contents: jsonb('contents').$type<LocalizedText>().notNull(),
    image: text('image').notNull().default(''),
    /** The office on a map (WGS 84 degrees), shown on /open-location; both or neither. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  () => [
    check('company_profile_single_ck', sql`id = 1`),
    check('company_profile_point_ck', sql`(lat is null) = (lng is null) and (lat is null or (lat between -90 and 90 and lng between -180 and 180))`),
  ],
);
