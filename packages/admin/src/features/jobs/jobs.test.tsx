import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { JobRow, JobSummary, pageOf } from '@onego/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

// Fixtures go through the contract's schemas, so a contract change that breaks this page fails here.
const counts = { queued: 0, retrying: 0, running: 0, done: 12, dead: 1, discarded: 0 };
const SUMMARY = JobSummary.parse({ queues: [{ name: 'mail.send', counts }] });
const DEAD = pageOf(JobRow).parse({
  list: [{ id: 41, name: 'mail.send', state: 'dead', attempts: 6, max_attempts: 6, last_error: 'Error: connect ECONNREFUSED 10.0.0.9:25\n    at ...', payload: { mailId: 7 }, run_at: 1_700_000_000, created_at: 1_700_000_000, updated_at: 1_700_000_000 }],
  total: 1, page: 1, limit: 20,
});

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('jobs page', () => {
  it('shows counts per queue and the dead jobs with their error, and retries one', async () => {
    const { calls } = mockApi({
      'GET /auth/me': () => ({ data: { ...ME, permissions: [...ME.permissions, 'jobs.read', 'jobs.write'] } }),
      'GET /jobs/summary': () => ({ data: SUMMARY }),
      'GET /jobs': () => ({ data: DEAD }),
      'POST /jobs/retry': () => ({ data: null }),
    });
    renderAt('/jobs');
    expect(await screen.findByText('Error: connect ECONNREFUSED 10.0.0.9:25', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('jobs-summary').textContent).toContain('mail.send');
    expect(screen.getByTestId('side-menu').textContent).toContain('Jobs');
    expect(calls.find((c) => c.path === '/jobs')!.url.searchParams.get('state')).toBe('dead');

    fireEvent.click(screen.getByTestId('job-retry-41'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }, WAIT));
    await waitFor(() => expect(calls.some((c) => c.path === '/jobs/retry')).toBe(true), WAIT);
    const retry = calls.find((c) => c.path === '/jobs/retry')!;
    expect(JSON.parse(String(retry.init.body))).toEqual({ id: 41 });
  });

  it('offers no retry or discard without the write permission', async () => {
    mockApi({
      'GET /auth/me': () => ({ data: { operator: { ...ME.operator, role: 'operations' }, permissions: ['jobs.read'] } }),
      'GET /jobs/summary': () => ({ data: SUMMARY }),
      'GET /jobs': () => ({ data: DEAD }),
    });
    renderAt('/jobs');
    expect(await screen.findByText('Error: connect ECONNREFUSED 10.0.0.9:25', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('job-retry-41')).toBeNull();
    expect(screen.queryByTestId('job-discard-41')).toBeNull();
  });
});
