/** States of a job: waiting (queued, or retrying after a failed attempt), running under a lease, or finished. */
export const JOB_STATES = ['queued', 'retrying', 'running', 'done', 'dead', 'discarded'] as const;
export type JobState = (typeof JOB_STATES)[number];
