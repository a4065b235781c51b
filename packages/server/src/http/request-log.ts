import type { FastifyInstance } from 'fastify';

/**
 * Logs every request once, when its answer is sent: method, address, status and time taken, under the request's id
 * (which its other log lines carry too). Fastify's own request logging writes two lines a request (received and
 * answered, each with the request serialised); at thousands of requests a second, writing the log is a visible part of
 * the server's CPU on the money paths.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info({ method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    done();
  });
}
