import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage, i18n } from '../src/i18n';
import { envelope, mockRoutes, renderRoute, signIn, urlsOf, WAIT, type Answer } from './helpers';
import { config, userinfo } from './fixtures';

const TODAY = new Date().toISOString().slice(0, 10);
const notYet = { checked_in: false, day: TODAY, streak: 0, points: '1' };
const done = { checked_in: true, day: TODAY, streak: 3, points: '1' };

/** The phone home of a signed-in member, with today's check-in status as given. */
const api = (status: Record<string, unknown>, answers: Record<string, Answer> = {}) => mockRoutes(answers, {
  '/api/ajax/getConfig': config, '/api/user/userInfo': userinfo, '/api/user/checkInStatus': status,
  '/api/announcement/index': { list: [], total: 0, page: 1, limit: 3 },
  '/api/company/profile/index': { title: '', content: '', image: '', thumb: '', updated_at: null },
  '/api/product/index': { list: [], total: 0, page: 1, limit: 20 }, '/api/product/recommend': { list: [] },
  '/api/product/personal_recommend': { list: [], total: 0, page: 1, limit: 6, personalized: false }, '/api/banner/index': { list: [] }, '/api/product/category': { list: [] },
});

const button = () => screen.findByTestId('home-checkin', {}, WAIT);

describe('the check-in button', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    signIn();
    vi.stubGlobal('innerWidth', 375);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows that today is done when the home opens on a day already checked in, and cannot be pressed', async () => {
    await changeLanguage('th');
    const fetch = api(done);
    renderRoute('/');
    await waitFor(async () => expect((await button()).textContent).toContain(i18n.getFixedT('th')('home.checkedInToday')), WAIT);
    const b = await button();
    expect((b as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(b);
    expect(urlsOf(fetch, '/api/user/checkIn')).toHaveLength(0);
  });

  it('turns into "checked in today" after checking in, with the server\'s message', async () => {
    const fetch = api(notYet, {
      '/api/user/checkIn': () => ({ body: envelope({ points: '1', day: TODAY, streak: 1 }, 1, 'Checked in: 1 points') }),
    });
    renderRoute('/');
    await waitFor(async () => expect((await button()).textContent).toBe('Daily check-in'), WAIT);
    fireEvent.click(await button());
    await screen.findByText('Checked in: 1 points', {}, WAIT);
    await waitFor(async () => expect((await button()).textContent).toContain('Checked in today'), WAIT);
    expect(((await button()) as HTMLButtonElement).disabled).toBe(true);
    expect(urlsOf(fetch, '/api/user/checkIn')).toHaveLength(1);
  });

  it('learns from the server that today is done when the check-in is refused as already done', async () => {
    let checked = false;
    api(notYet, {
      '/api/user/checkInStatus': () => ({ body: envelope(checked ? done : notYet) }),
      '/api/user/checkIn': () => {
        checked = true; // done meanwhile on another device
        return { body: envelope(null, 0, 'You have already checked in today') };
      },
    });
    renderRoute('/');
    await waitFor(async () => expect((await button()).textContent).toBe('Daily check-in'), WAIT);
    fireEvent.click(await button());
    await screen.findByText('You have already checked in today', {}, WAIT);
    await waitFor(async () => expect((await button()).textContent).toContain('Checked in today'), WAIT);
  });
});
