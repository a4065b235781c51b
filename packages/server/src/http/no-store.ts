import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_TOKEN_HEADER } from '../modules/admin/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer hands out a session (login, registration) though the request carries none. */
    issuesSession?: boolean;
  }
}

/**
 * True when an answer is meant for one person: the request carries a member or operator session, the call is in the
 * back office, or it hands out a session. Keyed on the request rather than on each route, so no call can forget it.
 */
export function isPersonal(req: FastifyRequest): boolean {
  if (req.headers.token || req.headers[ADMIN_TOKEN_HEADER]) return true;
  if (req.url.startsWith('/admin-api/')) return true;
  return req.routeOptions.config?.issuesSession === true;
}

/** Marks personal answers `Cache-Control: no-store`, failures included; public catalogue answers to guests stay cacheable. */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (isPersonal(req)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
