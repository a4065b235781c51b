// Browser journeys against the real server in Debian's Chromium, in phone and desktop sizes.
// Writes artifacts/e2e.json ({ passed, failed, skipped }) and screenshots under artifacts/screenshots/.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startSmtp } from '../packages/server/test/smtp.js';
import { DEVICES, type Journey, type JourneyContext } from './journey.js';
import { journeys } from './journeys/index.js';
import { startServer } from '../packages/server/test/server-process.js';
import { startMapServer } from './map-server.js';

const CHROMIUM = '/usr/bin/chromium';
const outDir = path.resolve('artifacts');
const shotsDir = path.join(outDir, 'screenshots');
mkdirSync(shotsDir, { recursive: true });

function report(passed: number, failed: number, skipped: string | null): void {
  writeFileSync(path.join(outDir, 'e2e.json'), JSON.stringify({ passed, failed, skipped }, null, 2));
  console.log(`e2e: ${passed} passed, ${failed} failed${skipped ? ` (skipped: ${skipped})` : ''}`);
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    report(0, 0, `${CHROMIUM} is not installed (apt-get install chromium)`);
    return;
  }
  const smtp = await startSmtp();
  // Map tiles and the place search come from a local stand-in, never the internet.
  const maps = await startMapServer();
  // Every journey's requests come from this one address: the per-minute limits (10 registrations) are scaled up, the
  // limits themselves are tested by the API tests.
  const server = await startServer({ SMTP_URL: smtp.url, RATE_LIMIT_SCALE: '20', ...maps.env });
  let browser: Browser | undefined;
  let passed = 0;
  let failed = 0;
  const only = process.env.E2E_ONLY;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    for (const journey of journeys as Journey[]) {
      if (only && !journey.name.includes(only)) continue;
      for (const device of journey.devices ?? (['phone', 'desktop'] as const)) {
        const context = await browser.newContext(DEVICES[device]);
        const page = await context.newPage();
        page.setDefaultTimeout(30_000);
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const label = `${journey.name} [${device}]`;
        let step = 0;
        const ctx: JourneyContext = {
          page, device, server, smtp,
          async shot(name, target = page) {
            step++;
            await target.screenshot({ path: path.join(shotsDir, `${journey.name}-${device}-${String(step).padStart(2, '0')}-${name}.png`), fullPage: true });
          },
        };
        const started = Date.now();
        try {
          await journey.run(ctx);
          if (errors.length) throw new Error(`page errors: ${errors.join(' | ')}`);
          passed++;
          console.log(`  ✓ ${label} (${Date.now() - started} ms)`);
        } catch (err) {
          failed++;
          console.log(`  ✗ ${label}: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
          await page.screenshot({ path: path.join(shotsDir, `FAILED-${journey.name}-${device}.png`), fullPage: true }).catch(() => undefined);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
    await smtp.close();
    await maps.close();
  }
  report(passed, failed, null);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    report(0, 1, null);
    process.exit(1);
  },
);
