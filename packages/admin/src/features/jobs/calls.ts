// The back office's calls about background jobs.
import { adminJobsCalls, type CallData, type CallInput } from '@onego/contract';
import { callApi } from '../../kit/apiClient';

export type JobEntry = CallData<typeof adminJobsCalls.list>['list'][number];
export type JobStateName = JobEntry['state'];

export const jobsApi = {
  jobsSummary: () => callApi(adminJobsCalls.summary),
  jobs: (q: CallInput<typeof adminJobsCalls.list>) => callApi(adminJobsCalls.list, q),
  retryJob: (id: number) => callApi(adminJobsCalls.retry, { id }),
  discardJob: (id: number) => callApi(adminJobsCalls.discard, { id }),
};
