import type { Journey } from '../journey.js';
import { expect } from './expect.js';

const SEARCH_CHUNK = /\/assets\/Search-[\w-]+\.js$/;

/**
 * A page whose code cannot be loaded (a flaky network, or a deployment that removed the old chunk): the app reloads
 * once by itself, then shows the translated message with a retry instead of a developer's error page; once the
 * chunk can be fetched again, the retry opens the page.
 */
export const chunkError: Journey = {
  name: 'chunk-error',
  async run(ctx) {
    const { page, server } = ctx;
    // The app keeps to the server's Content-Security-Policy (no eval, no inline script): a violation is reported here.
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (what: string) => { violations.push(what); });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        void (window as unknown as { reportCspViolation(s: string): void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`);
      });
    });
    await page.goto(`${server.url}/#/`);
    await page.locator('.app-main').waitFor();

    let loads = 0;
    page.on('load', () => { loads += 1; });
    let blocked = 0;
    await page.route(SEARCH_CHUNK, async (route) => {
      blocked += 1;
      await route.abort('failed');
    });
    // As a link inside the app would (the desktop home has no search box to click).
    await page.evaluate(() => { window.location.hash = '#/pages/search'; });

    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(async () => ((await alert.textContent()) ?? '').includes('頁面載入失敗'), 'the message in zh-TW');
    await expect(() => loads === 1, 'one reload by itself before the message');
    await expect(() => blocked >= 2, 'the chunk asked for before and after the reload');
    // React renders a failed page again by itself: that must not turn into fetching the chunk again and again.
    const askedBeforeRetry = blocked;
    await expect(async () => (await page.evaluate(() => sessionStorage.getItem('chunkReloadTried'))) !== null, 'the reload remembered for the session');
    const body = (await page.textContent('body')) ?? '';
    if (/Unexpected Application Error|Hey developer/.test(body)) throw new Error('the router\'s developer page is shown');
    // The app's shell is still there around the message.
    await page.locator('.app-shell main').waitFor({ state: 'attached' });
    await ctx.shot('chunk-error');

    if (blocked > askedBeforeRetry || blocked > 6) throw new Error(`the chunk was asked for ${blocked} times before any retry`);
    await page.unroute(SEARCH_CHUNK);
    await alert.getByRole('button', { name: '重試' }).click();
    await page.getByTestId('search-input').waitFor();
    await expect(() => loads === 1, 'no further reload');
    await expect(async () => (await page.evaluate(() => sessionStorage.getItem('chunkReloadTried'))) === null, 'the reload freed for a later deployment once a page loaded');
    await ctx.shot('chunk-error-retried');
    if (violations.length) throw new Error(`Content-Security-Policy violations: ${violations.join('; ')}`);
  },
};
