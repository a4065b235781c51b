import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { config, userinfo } from './fixtures';
import { envelope, mockFetch, renderRoute, signIn, WAIT } from './helpers';

const base = 'https://shop.example/#/pages/register?invite_code=INV00001';
const invite = { invite_code: 'INV00001', left_node_code: 'L0000001', right_node_code: 'R0000001',
  invite_link: `${base}&node_code=L0000001`, left_link: `${base}&node_code=L0000001`, right_link: `${base}&node_code=R0000001`,
  referrer_id: '87654321', referrer_name: 'Ben' };

describe('Invite page', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the referrer, the code, and the node code and QR link of the chosen side', async () => {
    mockFetch((url) => {
      if (url.startsWith('/api/user/invite')) return { body: envelope(invite) };
      if (url.startsWith('/api/user/userInfo')) return { body: envelope(userinfo) };
      if (url.startsWith('/api/ajax/getConfig')) return { body: envelope(config) };
      return undefined;
    });
    renderRoute('/pages/invite');
    await screen.findByTestId('invite-qr', {}, WAIT);
    expect(screen.getByTestId('invite-code').textContent).toBe('INV00001');
    expect(screen.getByTestId('invite-referrer').textContent).toBe('Ben (87654321)');
    // Every link carries a node code: the left side is chosen first.
    expect(screen.getByTestId('invite-link').textContent).toBe(`${base}&node_code=L0000001`);
    expect(screen.getByTestId('invite-node-code').textContent).toBe('L0000001');
    fireEvent.click(screen.getByText('Right'));
    await waitFor(() => expect(screen.getByTestId('invite-link').textContent).toBe(`${base}&node_code=R0000001`), WAIT);
    expect(screen.getByTestId('invite-node-code').textContent).toBe('R0000001');
    fireEvent.click(screen.getByText('Left'));
    await waitFor(() => expect(screen.getByTestId('invite-link').textContent).toBe(`${base}&node_code=L0000001`), WAIT);
    expect(screen.getByTestId('invite-copy-link')).toBeTruthy();
  });

  it('offers a retry when the server cannot answer', async () => {
    mockFetch((url) => {
      if (url.startsWith('/api/user/invite')) return { status: 500, body: envelope(null, 0, 'down') };
      if (url.startsWith('/api/user/userInfo')) return { body: envelope(userinfo) };
      if (url.startsWith('/api/ajax/getConfig')) return { body: envelope(config) };
      return undefined;
    });
    renderRoute('/pages/invite');
    await waitFor(() => expect(screen.queryByTestId('invite-qr')).toBeNull(), WAIT);
    await screen.findByTestId('retry', {}, WAIT);
  });
});
