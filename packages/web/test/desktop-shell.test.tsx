import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, mockFetch, renderRoute, signIn, WAIT } from './helpers';
import { config, userinfo } from './fixtures';

const desktop = () => vi.stubGlobal('innerWidth', 1280);
const phone = () => vi.stubGlobal('innerWidth', 375);

/** The site's own config and member; every other call fails (the pages then show their error states in the shell). */
function api() {
  return mockFetch((url) => {
    const path = url.split('?')[0]!;
    if (path === '/api/ajax/getConfig') return { body: envelope(config) };
    if (path === '/api/user/userInfo') return { body: envelope(userinfo) };
    return { status: 500, body: envelope(null, 0, 'down') };
  });
}

/** Every page that heads itself with the Page component (all but the tab pages and the desktop shop). */
const PAGE_ROUTES = [
  '/pages/login', '/pages/register', '/pages/forgetPassword', '/pages/setUp/setUp', '/pages/userInfo/userInfo',
  '/pages/articleDetails?type=privacy', '/pages/eWallet', '/pages/transfer', '/pages/shop/confirmOrder',
  '/pages/order/orderList', '/pages/order/details?id=1', '/pages/switchAccounts', '/pages/integralFlow',
  '/pages/address/deliveryAddress', '/pages/address/changeAddress', '/pages/search',
  '/pages/articleDetails?type=contact',
  // Member services.
  '/pages/kyc', '/pages/feedback/feedback', '/pages/feedback/feedbackRecord', '/pages/applicationForm',
  // The network.
  '/pages/invite', '/pages/team', '/pages/teamList', '/pages/bonus', '/pages/incomeStatement', '/pages/member',
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the desktop shell', () => {
  it.each(PAGE_ROUTES)('%s on a desktop: the top bar, a page head with "back" and the title, no phone nav bar', async (path) => {
    desktop();
    signIn();
    api();
    const { container } = renderRoute(path);
    const back = await screen.findByTestId('page-back', {}, WAIT);
    expect(screen.getByTestId('site-nav')).toBeTruthy();
    expect(back.textContent).toContain('返回');
    expect(screen.getByTestId('page').querySelector('h1.page-title')?.textContent).toBeTruthy();
    expect(container.querySelector('.page-nav')).toBeNull();
  });

  it.each(['/', '/pages/cart', '/pages/mine', '/pages/shop/goodsDetails?id=5'])('%s on a desktop has the top bar', async (path) => {
    desktop();
    signIn();
    api();
    renderRoute(path);
    expect(await screen.findByTestId('site-nav', {}, WAIT)).toBeTruthy();
  });

  it('"back" on a page opened directly goes to its fallback', async () => {
    desktop();
    signIn();
    api();
    const { router } = renderRoute('/pages/transfer');
    fireEvent.click(await screen.findByTestId('page-back', {}, WAIT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/eWallet'), WAIT);
    expect(screen.getByTestId('site-nav')).toBeTruthy();
  });
});

describe('the phone shell', () => {
  it.each(PAGE_ROUTES)('%s on a phone: the nav bar with its back arrow, no tab bar', async (path) => {
    phone();
    signIn();
    api();
    const { container } = renderRoute(path);
    await waitFor(() => expect(container.querySelector('.page-nav')).not.toBeNull(), WAIT);
    expect(screen.queryByTestId('site-nav')).toBeNull();
    expect(screen.queryByTestId('page-back')).toBeNull();
  });

  it('keeps the tab bar on the tab pages', async () => {
    phone();
    signIn();
    api();
    renderRoute('/pages/mine');
    expect(await screen.findByTestId('site-nav', {}, WAIT)).toBeTruthy();
  });

  it('follows the window across the threshold', async () => {
    phone();
    signIn();
    api();
    const { container } = renderRoute('/pages/eWallet');
    await waitFor(() => expect(container.querySelector('.page-nav')).not.toBeNull(), WAIT);
    desktop();
    act(() => { window.dispatchEvent(new Event('resize')); });
    await screen.findByTestId('site-nav', {}, WAIT);
    expect(screen.getByTestId('page-back')).toBeTruthy();
    expect(container.querySelector('.page-nav')).toBeNull();
    phone();
    act(() => { window.dispatchEvent(new Event('resize')); });
    await waitFor(() => expect(screen.queryByTestId('site-nav')).toBeNull(), WAIT);
    expect(container.querySelector('.page-nav')).not.toBeNull();
  });
});
