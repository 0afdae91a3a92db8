// Security headers with a strict Content-Security-Policy: scripts from our own origin only.
//
// helmet (the library @fastify/helmet wraps) is used directly, once: the policy holds no per-request
// value (no nonce), so its headers are computed at start and set on every response. (@fastify/helmet
// builds a new helmet middleware, re-parsing the whole policy, on every request, which was a visible
// share of the offline outbox's per-write CPU.) The same headers go on the answers the HTTP server
// writes itself before Fastify sees a request (client-errors.ts).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { API_PREFIX } from '@contract/constants';

export interface SecurityHeaderOptions {
  googleIssuer?: string;
  /** Hosts of lesson files, which "Prepare for offline" downloads from the page. */
  lessonFileOrigins?: readonly string[];
}

/** The header names and values helmet sets, computed once. */
export function securityHeaderValues(options: SecurityHeaderOptions): Record<string, string> {
  const google = options.googleIssuer ? [new URL(options.googleIssuer).origin] : [];
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // 'wasm-unsafe-eval' lets the page compile WebAssembly (the camera scanner's QR decoder,
        // served from 'self'); it allows no eval of JavaScript and no inline script.
        'script-src': ["'self'", "'wasm-unsafe-eval'", ...google],
        // Headless UI positions popovers with inline style attributes; scripts stay strict.
        'style-src': ["'self'", "'unsafe-inline'", ...google],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...google, ...(options.lessonFileOrigins ?? [])],
        'frame-src': ["'self'", ...google],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // The portal is served over plain HTTP on localhost and LANs too; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup reports back through window.opener, which 'same-origin' would cut.
    crossOriginOpenerPolicy: { policy: google.length ? 'same-origin-allow-popups' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  applyHeaders({} as Parameters<typeof applyHeaders>[0], collector as unknown as Parameters<typeof applyHeaders>[1], (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  // onRequest, so every answer carries them: API errors, static files and the 404 fallback alike.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  // API answers carry user data and tokens: no shared or browser cache keeps them, unless a route
  // sets its own Cache-Control. (The service worker's caches are its own choice: it stores what
  // it fetched whatever this header says.)
  const apiPath = `${API_PREFIX}/`;
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(apiPath) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
