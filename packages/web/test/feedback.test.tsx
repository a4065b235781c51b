import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { envelope, mockFetch, renderRoute, signIn, WAIT } from './helpers';
import { config, userinfo, bonusLimit } from './fixtures';

// Feedback: the form's checks, pictures uploaded when chosen, the records with replies, the badge on Mine.

const wallet = { balance: '0.00', balance_held: '0.00', balance_available: '0.00', shop_coins: '0.00', integral: '0.00', list: [], total: 0, page: 1, limit: 20 };
const replied = {
  id: 3, type: 'problem', title: 'Late parcel', content: 'Order 1\nis late', images: ['/uploads/2026/11/a.webp'], status: 'replied',
  reply: 'It ships tomorrow', created_at: 1734480000, replied_at: 1734490000, unread: true,
};

function api(state: { unread: number }) {
  const sent: Array<Record<string, unknown>> = [];
  const fetch = mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    if (path === '/api/ajax/getConfig') return { body: envelope(config) };
    if (path === '/api/user/userInfo') return { body: envelope(userinfo) };
    if (path === '/api/user/invite') return { status: 500, body: envelope(null, 0, 'down') };
    if (path.startsWith('/api/account/')) return { body: envelope(wallet) };
    if (path === '/api/feedback/unread') return { body: envelope({ unread: state.unread }) };
    if (path === '/api/user/UserBonusLimit') return { body: envelope(bonusLimit) };
    if (path === '/api/feedback/read') {
      state.unread = 0;
      return { body: envelope({ unread: 0 }) };
    }
    if (path === '/api/feedback/index') return { body: envelope({ list: [{ ...replied, unread: state.unread > 0 }], total: 1, page: 1, limit: 20, unread: state.unread }) };
    if (path === '/api/common/upload') return { body: envelope({ url: '/uploads/2026/11/b.webp', fullurl: 'http://x/uploads/2026/11/b.webp' }) };
    if (path === '/api/feedback/add') {
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return { body: envelope({ ...replied, id: 4, status: 'pending', reply: '', replied_at: null, unread: false }) };
    }
    return undefined;
  });
  return { fetch, sent };
}

beforeEach(async () => {
  await changeLanguage('en');
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('feedback', () => {
  it('checks the form, sends the type, texts and the uploaded picture, then shows the records', async () => {
    const { sent } = api({ unread: 0 });
    const { router } = renderRoute('/pages/feedback/feedback');
    fireEvent.click(await screen.findByTestId('feedback-submit', {}, WAIT));
    expect((await screen.findAllByText('This field is required', {}, WAIT)).length).toBeGreaterThanOrEqual(2);
    expect(sent).toHaveLength(0);
    fireEvent.click(screen.getByText('Problem'));
    fireEvent.change(screen.getByTestId('feedback-title'), { target: { value: 'Late parcel' } });
    fireEvent.change(screen.getByTestId('feedback-content').querySelector('textarea') ?? screen.getByTestId('feedback-content'), { target: { value: 'Order 1 is late' } });
    fireEvent.change(screen.getByTestId('feedback-add-image'), { target: { files: [new File(['x'], 'p.png', { type: 'image/png' })] } });
    await screen.findByTestId('feedback-image', {}, WAIT);
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toEqual({ type: 'problem', title: 'Late parcel', content: 'Order 1 is late', images: ['/uploads/2026/11/b.webp'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/feedback/feedbackRecord'), WAIT);
  });

  it('badges Mine while a reply is unread; the records show the reply and mark it read', async () => {
    const state = { unread: 1 };
    const { fetch } = api(state);
    const { router } = renderRoute('/pages/mine');
    expect((await screen.findByTestId('mine-feedback-badge', {}, WAIT)).textContent).toBe('1');
    fireEvent.click(screen.getByTestId('mine-to-feedback'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/feedback/feedbackRecord'), WAIT);
    expect((await screen.findByTestId('feedback-reply', {}, WAIT)).textContent).toContain('It ships tomorrow');
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/api/feedback/read'))).toBe(true), WAIT);
    expect(state.unread).toBe(0);
  });
});
