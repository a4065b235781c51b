import type { Journey } from '../journey.js';
import { expect } from './expect.js';
import { scrollHomeDown } from './helpers.js';

/**
 * News and the company profile as a visitor sees them (demo content, zh-TW): Home shows the latest news and the
 * profile, a news item opens its article, "more" opens the message list, the profile opens in full.
 */
export const news: Journey = {
  name: 'news',
  // The phone's pages: on a desktop these links hand over to /pages/pc/… (the pc-pages journey).
  devices: ['phone'],
  async run(ctx) {
    const { page, server } = ctx;
    await page.goto(`${server.url}/#/`);
    const slot = page.getByTestId('news-slot');
    await slot.waitFor();
    await expect(async () => (await slot.getByRole('listitem').count()) === 3, 'three announcements on Home');
    await expect(async () => ((await slot.getByRole('listitem').first().textContent()) ?? '').includes('歡迎來到 One Go'), 'the pinned one first');
    await scrollHomeDown(page);
    await page.getByTestId('company-slot').scrollIntoViewIfNeeded();
    await ctx.shot('home-news');

    await slot.getByRole('link').nth(1).click();
    await page.waitForURL(/#\/pages\/articleDetails\?type=announcement&id=\d+/);
    const article = page.getByTestId('article-announcement');
    await article.waitFor();
    await expect(async () => (await article.locator('.article-body p').count()) >= 2, 'the body in paragraphs');
    await ctx.shot('announcement');

    await page.goto(`${server.url}/#/`);
    await page.getByTestId('news-more').click();
    await page.waitForURL(/#\/pages\/msgList/);
    await page.getByTestId('msg-no-more').waitFor();
    await expect(async () => (await page.locator('[data-testid^="msg-item-"]').count()) === 3, 'three announcements in the list');
    await ctx.shot('msg-list');

    await page.goto(`${server.url}/#/`);
    await scrollHomeDown(page);
    await page.getByTestId('company-open').click();
    const profile = page.getByTestId('article-company');
    await profile.waitFor();
    await expect(async () => ((await profile.textContent()) ?? '').includes('2024 年 12 月 18 日'), 'the founding date in the profile');
    await ctx.shot('company-profile');
  },
};
