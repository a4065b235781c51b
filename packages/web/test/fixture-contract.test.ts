import { afterEach, describe, expect, it, vi } from 'vitest';
import '../src/app/antdSetup';
import { fetchUserInfo } from '../src/api/user';
import { fetchConfig } from '../src/api/ajax';
import { fixtureProblems } from '@onego/contract/fixtures';
import { config, userinfo } from './fixtures';
import { envelope, mockFetch } from './helpers';

describe('fixtures are checked against the contract', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('serves a fixture that fits the declared answer', async () => {
    mockFetch(() => ({ body: envelope(userinfo) }));
    await expect(fetchUserInfo()).resolves.toEqual(userinfo);
    expect(fixtureProblems).toEqual([]);
  });

  it('fails a test whose fixture no longer fits the declared answer', async () => {
    // As if the contract had gained a field the screen's fixture does not have.
    const { public_url: _dropped, ...stale } = config;
    mockFetch(() => ({ body: envelope(stale) }));
    await expect(fetchConfig()).rejects.toThrow();
    // The test's end fails on this (see setup.ts); it is taken back here because this test expects it.
    expect(fixtureProblems.splice(0)).toEqual(['GET /api/ajax/getConfig: data.public_url: Invalid input: expected string, received undefined']);
  });
});
