// The back office's calls about the outbox of events.
import type { z } from 'zod';
import { adminOutboxCalls, type CallInput, type OutboxRow } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type OutboxEntry = z.infer<typeof OutboxRow>;

export const outboxApi = {
  outbox: (q: CallInput<typeof adminOutboxCalls.list>) => callApi(adminOutboxCalls.list, q),
};
