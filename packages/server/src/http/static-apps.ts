import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the two built single-page apps are: the member app at `/`, the back office at `/admin/`. */
export interface BuiltApps {
  web: string;
  admin: string;
}

// Vite names every file under assets/ by a hash of its content: a new build never reuses a name.
const HASHED = 'public, max-age=31536000, immutable';
// index.html, favicon and other unhashed files: kept, but checked again on every use so a deployment shows at once.
const CHECK_EACH_TIME = 'no-cache';

const shells = new WeakMap<FastifyInstance, Array<{ prefix: string; root: string }>>();

function cacheHeaders(reply: FastifyReply, file: string): void {
  reply.header('cache-control', /[\\/]assets[\\/]/.test(file) ? HASHED : CHECK_EACH_TIME);
}

/**
 * Serves the built apps with the brotli or gzip files made at build time (chosen by `accept-encoding`), hashed assets
 * cached for a year and everything else revalidated. Apps that were not built are skipped.
 */
export async function serveBuiltApps(app: FastifyInstance, dirs: BuiltApps): Promise<void> {
  // The back office first: its prefix is the more specific one.
  const present = [{ prefix: '/admin/', root: dirs.admin }, { prefix: '/', root: dirs.web }].filter((a) => existsSync(a.root));
  shells.set(app, present);
  for (const [i, { prefix, root }] of present.entries()) {
    await app.register(fastifyStatic, {
      root,
      prefix,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
      // reply.sendFile (the app-shell fallback below) comes from the first registration.
      decorateReply: i === 0,
    });
  }
}

// Paths that are never an app page: API calls, uploads, the API document, and built files (a missing chunk must be
// a 404, not index.html, or the app could not tell that a deployment removed it).
const NOT_A_PAGE = /^\/(api|admin-api|index\.php|uploads|docs|openapi\.json)(\/|$)|^\/(admin\/)?assets\/|\.[a-z0-9]+$/i;

/**
 * Answers an unknown page address that a browser asks for (a path typed without the `#`) with the app's index.html,
 * so the app starts and routes it; true when it did. Everything else keeps the JSON 404.
 */
export function answerAppShell(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!String(req.headers.accept ?? '').includes('text/html')) return false;
  const pathOnly = req.url.split('?')[0]!;
  if (NOT_A_PAGE.test(pathOnly)) return false;
  const shell = shells.get(req.server)?.find((s) => pathOnly === s.prefix.slice(0, -1) || pathOnly.startsWith(s.prefix));
  if (!shell) return false;
  void reply.sendFile('index.html', shell.root);
  return true;
}
