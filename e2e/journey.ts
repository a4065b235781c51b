import type { BrowserContextOptions, Page } from 'playwright-core';
import type { startSmtp } from '../packages/server/test/smtp.js';
import type { RunningServer } from '../packages/server/test/server-process.js';

export type Device = 'phone' | 'desktop';

/** The two sizes every journey runs in. */
export const DEVICES: Record<Device, BrowserContextOptions> = {
  phone: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'zh-TW' },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'zh-TW' },
};

export interface JourneyContext {
  page: Page;
  device: Device;
  server: RunningServer;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  /** Saves a numbered screenshot of the page (or of another page the journey opened, such as an operator's). */
  shot(name: string, target?: Page): Promise<void>;
}

export interface Journey {
  name: string;
  devices?: Device[];
  run(ctx: JourneyContext): Promise<void>;
}
