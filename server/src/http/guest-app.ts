import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../deps.ts';
import { likelyGuestLanguage, withHead, withHomePreloads } from '../services/guest/head.ts';
import { type GuestPlace, readGuestHead } from '../services/guest/head-read.ts';
import { GUEST_CONTENT_SECURITY_POLICY, webPath } from './security.ts';

/** Where the guest app's built files are served from: fixed, outside any venue's path. */
export const GUEST_ASSETS_PREFIX = '/guest/assets/';

/**
 * The guest app (guest/dist) at /guest/{ws}/: its index.html for every path under a venue (the app
 * routes itself, guest/src/app/router.ts; an unknown venue is the app's own "not found" page, told
 * by the API's 404), its hashed files under /guest/assets/, its service worker at /guest/sw.js. Its pages get their own
 * Content-Security-Policy (security.ts), set after the app-wide headers.
 */
export const serveGuestApp = async (app: App, guestDir: string) => {
  const guestApp = async (scope: App) => {
    // A path climbing out ('..', encoded or not) gets the same JSON 404 as in the back-office,
    // whether or not such a file exists.
    scope.addHook('onRequest', async (request, reply) => {
      if (webPath(request.url) === null) return reply.callNotFound();
    });
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Content-Security-Policy', GUEST_CONTENT_SECURITY_POLICY);
    });

    // Vite's hashed files never change; anything else there is revalidated.
    await scope.register(fastifyStatic, {
      root: join(guestDir, 'assets'),
      prefix: GUEST_ASSETS_PREFIX,
      decorateReply: false,
      // The build wrote .br and .gz beside each file (scripts/vite-precompress.ts); `path` is then
      // the compressed file's, whose name still carries the hash before its last extension.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          /-[\w-]{8}\.\w+(\.br|\.gz)?$/.test(path)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });

    const { db, config } = app.deps;
    const now = config.clock ?? (() => new Date());
    /**
     * A venue's home or menu page carries its own title, description and picture, read from the
     * database (behaviour.md#guest-app): what search engines and link previews show.
     */
    const placeOf = (request: FastifyRequest): GuestPlace | null => {
      const { ws, '*': rest = '' } = request.params as { ws?: string; '*'?: string };
      const query = request.query as { lang?: unknown };
      const lang = typeof query.lang === 'string' ? query.lang : undefined;
      if (!ws || !/^[1-9]\d{0,9}$/.test(ws)) return null;
      const menu = /^menus\/([1-9]\d{0,9})\/?$/.exec(rest);
      if (rest !== '' && !menu) return null;
      return { ws: Number(ws), menuId: menu ? Number(menu[1]) : null, lang };
    };
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const html = await readFile(join(guestDir, 'index.html'), 'utf8');
      const place = placeOf(request);
      const head = place ? await readGuestHead(db, config.publicUrl, place, now()) : undefined;
      let page = head ? withHead(html, head) : html;
      if (head && place?.menuId === null) {
        const lang = likelyGuestLanguage(
          head,
          place.lang !== undefined,
          request.headers['accept-language'],
        );
        page = withHomePreloads(page, head, place.ws, lang);
      }
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
    };
    const page = { config: { scope: 'public' as const }, schema: { hide: true } };

    // The service worker (guest/src/offline/sw.ts) at the scope's root, so that it may serve every
    // venue's app; revalidated on each visit, so that a new build's worker is found at once.
    scope.get('/guest/sw.js', page, async (_request, reply) => {
      let script: Buffer;
      try {
        script = await readFile(join(guestDir, 'sw.js'));
      } catch {
        return reply.callNotFound();
      }
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/javascript; charset=utf-8')
        .send(script);
    });
    scope.get('/guest', page, (request, reply) => sendIndex(request, reply));
    scope.get('/guest/', page, (request, reply) => sendIndex(request, reply));
    // Without the slash, relative paths would resolve one level up: send the guest to the slash.
    scope.get<{ Params: { ws: string } }>('/guest/:ws', page, (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/guest/${encodeURIComponent(request.params.ws)}/${query}`, 308);
    });
    scope.get('/guest/:ws/*', page, (request, reply) => sendIndex(request, reply));
  };
  // Named: Fastify looks for an unnamed plugin among every loaded module's exports.
  Object.assign(guestApp, { [Symbol.for('fastify.display-name')]: 'guest app' });
  await app.register(guestApp);
};
