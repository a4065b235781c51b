import { bigint } from 'drizzle-orm/pg-core';
import { journalEntries } from './tables.js';

/**
 * A column of another module's table that names a journal entry, with its foreign key. Other modules declare such
 * columns through this builder (from the ledger's door) instead of importing `journalEntries`, so the constraint
 * stays in the schema and its snapshot while the ledger's tables stay private to the ledger.
 */
export const journalEntryColumn = (name: string) => bigint(name, { mode: 'number' }).references(() => journalEntries.id);
