import { sql } from 'drizzle-orm';
import { defineLifecycle } from '../../lib/state-machine/index.js';
import { announcements } from './tables.js';

/**
 * An announcement: written as a draft, published to members, withdrawn, and published again after a correction. The
 * `published` flag members are served by follows the status (a check constraint keeps the two together).
 */
export const ANNOUNCEMENT_LIFECYCLE = defineLifecycle({
  name: 'announcement',
  table: announcements,
  idColumn: announcements.id,
  statusColumn: announcements.status,
  transitions: {
    publish: { from: ['draft', 'withdrawn'], to: 'published', actors: ['operator'] },
    withdraw: { from: ['published'], to: 'withdrawn', actors: ['operator'] },
  },
  touched: 'updatedAt',
  refusal: 'state_not_allowed',
  notFound: 'announcement_not_found',
});

/** The first publication stamps the time members see; a republication keeps it, so a corrected item keeps its place. */
export const firstPublishedAt = sql`coalesce(${announcements.publishedAt}, now())`;
