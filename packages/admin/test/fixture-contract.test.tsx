import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionApi } from '../src/shell/calls';
import { fixtureProblems } from '@onego/contract/fixtures';
import { ME, mockApi } from './helpers';

describe('back-office fixtures are checked against the contract', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('serves a fixture that fits the declared answer', async () => {
    mockApi({ 'GET /auth/me': () => ({ data: ME }) });
    await expect(sessionApi.me()).resolves.toEqual(ME);
    expect(fixtureProblems).toEqual([]);
  });

  it('fails a test whose fixture no longer fits the declared answer', async () => {
    // As if the contract had gained a field the screen's fixture does not have.
    const { totp_enabled: _dropped, ...operator } = ME.operator;
    mockApi({ 'GET /auth/me': () => ({ data: { ...ME, operator } }) });
    await expect(sessionApi.me()).rejects.toThrow();
    // The test's end fails on this (see setup.ts); it is taken back here because this test expects it.
    expect(fixtureProblems.splice(0)).toEqual(['GET /admin-api/auth/me: data.operator.totp_enabled: Invalid input: expected boolean, received undefined']);
  });
});
