import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.js';
import { startTestApp, type TestApp } from './harness.js';

// The built apps are served as a build leaves them: brotli or gzip made at build time chosen by accept-encoding,
// hashed assets cached for a year, index.html (also as the answer to an app page's address) checked every time.
// The test builds its own small "dist" folders with the build's compression step, so it needs no real build.

const IMMUTABLE = 'public, max-age=31536000, immutable';
let t: TestApp;
let dirs: { web: string; admin: string };
let scratch: string;
const script = `console.log(${JSON.stringify('member app chunk '.repeat(200))});\n`;
const indexHtml = `<!doctype html><html><head><title>One Go</title></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;

function makeDist(dir: string, label: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), indexHtml.replace('One Go', label));
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'tiny-XyZ789.js'), 'export {};\n');
  precompressDir(dir);
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'onego-static-'));
  dirs = { web: path.join(scratch, 'web'), admin: path.join(scratch, 'admin') };
  makeDist(dirs.web, 'member');
  makeDist(dirs.admin, 'office');
  writeFileSync(path.join(dirs.web, 'favicon.ico'), readFileSync(new URL('../../web/public/favicon.ico', import.meta.url)));
  t = await startTestApp({ builtApps: dirs, jobs: false });
});
afterAll(async () => {
  await t?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('built apps: compression chosen by accept-encoding', () => {
  for (const prefix of ['/', '/admin/']) {
    it(`${prefix}assets: br for br, gzip for gzip, the plain file otherwise`, async () => {
      const url = `${prefix}assets/index-AbC123.js`;
      const br = await get(url, { 'accept-encoding': 'br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

      const both = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(both.headers['content-encoding']).toBe('br');

      const plain = await get(url, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      const none = await get(url);
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.body).toBe(script);
    });
  }

  it('sends a file too small to be compressed as it is, whatever is accepted', async () => {
    const res = await get('/assets/tiny-XyZ789.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  it('compresses index.html too', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>member</title>');
  });
});

describe('built apps: cache headers', () => {
  it('caches hashed assets for a year, immutable, in both apps', async () => {
    for (const url of ['/assets/index-AbC123.js', '/admin/assets/index-AbC123.js', '/assets/tiny-XyZ789.js']) {
      for (const enc of ['br', 'gzip', '']) {
        const res = await get(url, enc ? { 'accept-encoding': enc } : {});
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], `${url} ${enc}`).toBe(IMMUTABLE);
      }
    }
  });

  it('revalidates index.html every time, at / and /admin/ and by name', async () => {
    for (const url of ['/', '/index.html', '/admin/', '/admin/index.html']) {
      for (const enc of ['br', '']) {
        const res = await get(url, enc ? { 'accept-encoding': enc } : {});
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.headers['cache-control'], `${url} ${enc}`).toBe('no-cache');
      }
    }
  });

  it('answers an app page address from a browser with the right index.html, not cached', async () => {
    const html = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip' };
    const member = await get('/pages/shop/goodsDetails?id=1', html);
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(member.rawPayload).toString()).toContain('<title>member</title>');
    const office = await get('/admin/members', html);
    expect(office.statusCode).toBe(200);
    expect(office.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(office.rawPayload).toString()).toContain('<title>office</title>');
  });

  it('keeps a 404 for a missing chunk, an unknown API call and a request that is not a page', async () => {
    const html = { accept: 'text/html' };
    for (const url of ['/assets/Gone-0000.js', '/admin/assets/Gone-0000.js', '/api/nothing-here', '/uploads/none.webp']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 0 });
    }
    expect((await get('/pages/index', { accept: 'application/json' })).statusCode).toBe(404);
  });
});

describe('favicon', () => {
  it('answers /favicon.ico with an icon', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/icon/);
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
