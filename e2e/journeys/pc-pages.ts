import type { Journey } from '../journey.js';
import { expect } from './expect.js';

/**
 * News and About us on a desktop (demo content, zh-TW): the phone's message list hands over to /pages/pc/message, an
 * item opens /pages/pc/msgDetails, the footer leads to /pages/pc/aboutUs (text, licence picture, office on the map
 * with tiles from the local stand-in) and to contact and cooperation.
 */
export const pcPages: Journey = {
  name: 'pc-pages',
  devices: ['desktop'],
  async run(ctx) {
    const { page, server } = ctx;
    await page.goto(`${server.url}/#/pages/msgList`);
    await page.waitForURL(/#\/pages\/pc\/message/);
    await page.getByTestId('pc-message').waitFor();
    await expect(async () => (await page.locator('[data-testid^="msg-item-"]').count()) === 3, 'three announcements in the desktop list');
    await ctx.shot('pc-message');

    await page.locator('[data-testid^="msg-item-"]').first().click();
    await page.waitForURL(/#\/pages\/pc\/msgDetails\?type=announcement&id=\d+/);
    const article = page.getByTestId('article-announcement');
    await article.waitFor();
    await expect(async () => ((await article.textContent()) ?? '').includes('歡迎來到 One Go'), 'the pinned announcement opens');
    await ctx.shot('pc-msg-details');

    await page.getByTestId('site-footer').getByTestId('site-link-about').click();
    await page.waitForURL(/#\/pages\/pc\/aboutUs/);
    const about = page.getByTestId('article-company');
    await about.waitFor();
    await expect(async () => ((await about.textContent()) ?? '').includes('2024 年 12 月 18 日'), 'the founding date in About us');
    await expect(async () => page.getByTestId('about-licence').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the licence picture loaded');
    await ctx.shot('pc-about-us');

    await page.getByTestId('about-office-map').click();
    await page.waitForURL(/#\/open-location\?lat=/);
    await expect(async () => (await page.locator('img.leaflet-tile-loaded').count()) > 0, 'map tiles from the local tile server');
    await expect(async () => ((await page.getByTestId('map-open-app').getAttribute('href')) ?? '').startsWith('geo:1.284,103.8514'), 'a link for the map app');
    await ctx.shot('open-location');

    await page.getByTestId('site-footer').getByTestId('site-link-contact').click();
    await page.waitForURL(/#\/pages\/articleDetails\?type=contact/);
    await page.locator('[data-testid="article-contact"], [data-testid="article-contact-empty"]').first().waitFor();
    await ctx.shot('contact');
  },
};
