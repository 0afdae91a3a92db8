// Serves the built client: hashed assets cached for a year, everything else revalidated, and the
// app's index.html for every client route (SPA fallback), or the build's prerendered copy of it for
// the screens that have one. Unknown API paths stay 404 JSON.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX } from '@contract/constants';
import { errorBody } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export async function registerClientStatic(app: FastifyInstance, clientDir: string | undefined) {
  const hasClient = Boolean(clientDir && existsSync(path.join(clientDir, 'index.html')));
  if (hasClient && clientDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(clientDir),
      cacheControl: false,
      // The build writes .br and .gz beside each hashed script and style (vite.config.ts).
      preCompressed: true,
      // index.html is sent by the fallback below with its own headers.
      index: false,
      setHeaders(reply, filePath) {
        const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const prerendered = hasClient && clientDir ? prerenderedPages(clientDir) : new Map<string, string>();
  const sendApp = (reply: FastifyReply, pathname = '/') =>
    reply
      .header('Cache-Control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .sendFile(prerendered.get(pathname.toLowerCase()) ?? 'index.html');
  // The root is a directory to the static handler; it is the app's start like any client route.
  if (hasClient) app.get('/', (_request, reply) => sendApp(reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    if (!isApi && hasClient && wantsPage) {
      return sendApp(reply, url);
    }
    return reply.status(404).send(errorBody(404, isApi ? `No API route ${request.method} ${url}` : 'Not found'));
  });
}

/**
 * The build's prerendered screens (vite.config.ts, prerenderScreens): prerendered/<screen>.html is
 * index.html with the screen's markup in it, sent for the address /<screen>. Read once at start.
 */
function prerenderedPages(clientDir: string): Map<string, string> {
  const folder = path.join(clientDir, 'prerendered');
  if (!existsSync(folder)) return new Map();
  const pages = readdirSync(folder).filter((name) => name.endsWith('.html'));
  return new Map(pages.map((name) => [`/${name.slice(0, -'.html'.length)}`, `prerendered/${name}`]));
}
