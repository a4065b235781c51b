import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog } from './request-log.js';

describe('the request log', () => {
  it('writes one line per request, when answered, with method, address, status and time; keeps the error lines', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done(); } });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLineRequestLog() });
    app.get('/hello', async () => ({ ok: true }));
    app.get('/broken', async () => { throw new Error('boom'); });
    await app.inject({ method: 'GET', url: '/hello?x=1' });
    await app.inject({ method: 'GET', url: '/broken' });
    await app.close();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/hello?x=1', status: 200, ms: expect.any(Number), reqId: expect.anything() });
    // The failed request: its request line says 500, and Fastify's own error line (with the error) is kept.
    expect(requests[1]).toMatchObject({ url: '/broken', status: 500 });
    expect(lines.filter((l) => l.msg === 'boom' && l.level === 50)).toHaveLength(1);
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
  });
});
