import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Time column used everywhere: timestamptz read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money and points: fixed scale 8, read and written as decimal strings. */
export const amount = (name: string) => numeric(name, { precision: 30, scale: 8 });
