import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('onego-admin-lang');
});

const ROW = { id: 7, operator: 'boss', action: 'member.disable', target_type: 'member', target_id: '12345678', before: { status: 'active' }, after: { status: 'disabled' }, ip: '127.0.0.1', created_at: 1_700_000_000 };

describe('audit log', () => {
  it('names each action in the chosen language and keeps unknown old names as they are', async () => {
    localStorage.setItem('onego-admin-lang', 'ja');
    mockApi({
      'GET /auth/me': () => ({ data: ME }),
      'GET /audit': () => ({ data: { list: [ROW, { ...ROW, id: 8, action: 'legacy.thing' }], total: 2, page: 1, limit: 20 } }),
    });
    renderAt('/audit');
    expect(await screen.findByText('会員を無効化', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('legacy.thing')).toBeTruthy();
  });
});
