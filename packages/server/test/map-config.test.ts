import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startTestApp, type TestApp } from './harness.js';

// The map pages' settings: checked at start, handed to the app through the config call, and let through the
// security policy (tiles as images, the place search as a connection) only for the configured origins.

const MAP = {
  MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png',
  MAP_TILE_ATTRIBUTION: '© Example tiles',
  MAP_GEOCODER_URL: 'https://geo.example.test/search',
};
const apps: TestApp[] = [];
afterAll(async () => { await Promise.all(apps.map((a) => a.close())); });

const policyOf = async (t: TestApp) => String((await t.app.inject({ method: 'GET', url: '/api/ajax/getConfig' })).headers['content-security-policy']);
const directive = (policy: string, name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('map settings', () => {
  it('refuses a tile address without {z}/{x}/{y}, or one that is not http(s)', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.test/tile.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example.test/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_GEOCODER_URL: 'javascript:alert(1)' })).toThrow(/MAP_GEOCODER_URL/);
    expect(loadConfig({}).map).toEqual({ tileUrl: '', attribution: '', geocoderUrl: '' });
  });

  it('are handed to the app and let through the security policy when set', async () => {
    const t = await startTestApp({ env: MAP, jobs: false });
    apps.push(t);
    const res = await t.call({ method: 'GET', url: '/api/ajax/getConfig', lang: 'en' });
    expect(res.body.data).toMatchObject({ map_tile_url: MAP.MAP_TILE_URL, map_attribution: MAP.MAP_TILE_ATTRIBUTION, map_geocoder_url: MAP.MAP_GEOCODER_URL });
    const policy = await policyOf(t);
    expect(directive(policy, 'img-src')).toContain('https://tiles.example.test');
    expect(directive(policy, 'connect-src')).toContain('https://geo.example.test');
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });

  it('are empty without them, and the policy stays closed', async () => {
    const t = await startTestApp({ jobs: false });
    apps.push(t);
    const res = await t.call({ method: 'GET', url: '/api/ajax/getConfig', lang: 'en' });
    expect(res.body.data).toMatchObject({ map_tile_url: '', map_attribution: '', map_geocoder_url: '' });
    const policy = await policyOf(t);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });
});
