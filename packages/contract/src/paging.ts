import { z } from 'zod';

/** Query of every paged list: page from 1, limit up to 100. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** Data of every paged list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}
