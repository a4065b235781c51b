// The back office's calls about feedback: the queue and the reply.
import type { z } from 'zod';
import { adminFeedbackCalls as fb, type AdminFeedbackRow, type CallInput } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type FeedbackRow = z.infer<typeof AdminFeedbackRow>;
export type FeedbackFilters = Omit<CallInput<typeof fb.list>, 'page' | 'limit'>;

export const feedbackApi = {
  list: (q: FeedbackFilters & { page: number; limit: number }) => callApi(fb.list, q),
  reply: (id: number, reply: string) => callApi(fb.reply, { id, reply }),
};
