import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installRequestLog } from './request-log.js';

describe('the request log', () => {
  it('writes one line per request, when answered, with method, address, status and time', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done(); } });
    const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
    installRequestLog(app);
    app.get('/hello', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/hello?x=1' });
    await app.inject({ method: 'GET', url: '/missing' });
    await app.close();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/hello?x=1', status: 200, ms: expect.any(Number), reqId: expect.anything() });
    expect(requests[1]).toMatchObject({ url: '/missing', status: 404 });
    expect(lines.filter((l) => l.msg !== 'request' && l.reqId)).toEqual([]);
  });
});
