import { z } from 'zod';

// Building blocks of queries and bodies shared by the files of several URL prefixes (not exported by the package).

/** A row id sent by a client. */
export const Id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** Page number of a paged list, from 1. */
export const page = z.coerce.number().int().min(1).max(100000).default(1);
/** Rows per page of a paged list. */
export const limit = z.coerce.number().int().min(1).max(100).default(20);
