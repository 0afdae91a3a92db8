import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, createServer, defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { importAliases } from './import-aliases.ts';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

/**
 * Brotli and gzip copies of the hashed scripts and styles, made once at build time at the highest
 * level (too slow per request), which the server sends to browsers that accept them
 * (@fastify/static preCompressed). Brotli is about a sixth smaller than gzip on this code.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hop-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css)$/.test(name)) continue;
        const file = path.join(assets, name);
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** Marks the first-paint restore script's tag in index.html, which the prerendered pages leave out. */
const FIRST_PAINT_SCRIPT_ATTRIBUTE = 'data-first-paint-script';
const FIRST_PAINT_SCRIPT_TAG = new RegExp(`\\s*<script[^>]*\\s${FIRST_PAINT_SCRIPT_ATTRIBUTE}(?=[\\s>=])[^>]*>\\s*</script>`);

/**
 * The first-paint restore script (src/client/app/first-paint/restore.ts), built on its own as a
 * small classic script and named in index.html after #root, so it runs while the page is parsed: the
 * signed-in screen this device last drew is on display as soon as the page and its styles have
 * arrived, not once the app's scripts have arrived and run. A module script would wait for the whole
 * page; bundled with the app, it would wait for the app's first script.
 */
function firstPaintScript(): Plugin {
  let fileName = '';
  let source = '';
  return {
    name: 'hop-first-paint-script',
    apply: 'build',
    async buildStart() {
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        resolve: { alias: importAliases },
        build: {
          write: false,
          target: 'es2022',
          lib: { entry: path.resolve(import.meta.dirname, 'src/client/app/first-paint/restore.ts'), formats: ['iife'], name: 'hopFirstPaint' },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunk = outputs[0]?.output.find((item) => item.type === 'chunk');
      if (!chunk) throw new Error('the first-paint restore script did not build');
      source = chunk.code;
      fileName = `assets/first-paint-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `/${fileName}`, [FIRST_PAINT_SCRIPT_ATTRIBUTE]: true }, injectTo: 'body' }],
    },
  };
}

/** Signed-out screens sent as markup first (see prerenderScreens); each also has a path of its own. */
const PRERENDERED_SCREENS = ['sign-in', 'log-in'];

/**
 * The sign-in screen's markup, rendered at build time by the same components (app/prerender.tsx),
 * in a copy of index.html: dist/prerendered/<screen>.html, which the server sends for /<screen>
 * (server/plugins/client-static.ts). The screen is on display as soon as the page and its styles
 * have arrived, instead of once the scripts have arrived and run (most of its largest paint on a
 * slow device); the app then renders over it. Signed-in screens depend on who is signed in, which
 * only the browser knows (the session lives in its storage), so they are not prerendered.
 */
function prerenderScreens(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'hop-prerender-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      // A module server beside the build loads the screen's sources in Node, as they are.
      const server = await createServer({
        root,
        configFile: false,
        mode: 'production',
        logLevel: 'warn',
        appType: 'custom',
        resolve: { alias: importAliases },
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [react()],
      });
      try {
        const { prerenderScreen, withPrerenderedRoot } = (await server.ssrLoadModule(
          '/src/client/app/prerender.tsx',
        )) as typeof import('@client/app/prerender');
        // The prerendered pages draw their own screen: the restore script would only be one more
        // request before they are drawn.
        const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8').replace(FIRST_PAINT_SCRIPT_TAG, '');
        mkdirSync(path.join(outDir, 'prerendered'), { recursive: true });
        for (const screen of PRERENDERED_SCREENS) {
          const page = withPrerenderedRoot(indexHtml, await prerenderScreen(`/${screen}`));
          writeFileSync(path.join(outDir, 'prerendered', `${screen}.html`), page);
        }
      } finally {
        await server.close();
      }
    },
  };
}

/** A module id with forward slashes (Windows ids use backslashes), so the patterns below read plainly. */
const slashed = (id: string) => id.replaceAll('\\', '/');
const matching = (pattern: RegExp) => (id: string) => pattern.test(slashed(id));

/**
 * The source files and folders the groups below name, each a path under src/client or src/contract
 * without its extension (a folder ends in /). checkChunkGroups() stops the build when one is gone,
 * so renaming a file cannot quietly move its code into another chunk.
 */
const namedSources: string[] = [];
function sources(...paths: string[]): (id: string) => boolean {
  namedSources.push(...paths);
  return (id) => {
    const file = slashed(id).replace(/\.[^./]+$/, '');
    return paths.some((source) => (source.endsWith('/') ? file.includes(`/${source}`) : file.endsWith(`/${source}`)));
  };
}
const except = (group: (id: string) => boolean, left: (id: string) => boolean) => (id: string) => group(id) && !left(id);

function checkChunkGroups(): Plugin {
  return {
    name: 'hop-check-chunk-groups',
    apply: 'build',
    buildStart() {
      const missing = namedSources.filter((source) => {
        const file = path.resolve(import.meta.dirname, source);
        return source.endsWith('/') ? !existsSync(file) : !['.ts', '.tsx', '.css'].some((ext) => existsSync(file + ext));
      });
      if (missing.length) throw new Error(`vite.config.ts chunk groups name sources that do not exist: ${missing.join(', ')}`);
    },
  };
}

/**
 * Fewer, larger chunks on the way to a first screen. Left to itself the bundler cuts every module
 * that two screens share into a chunk of its own (dozens of 1 KB files), and over HTTP/1.1 a slow
 * connection fetches them six at a time, one round trip per batch. Modules a screen loads lazily
 * (dialogs, drawers) are kept out of these groups, since a group's dependencies load with it.
 */
const CHUNK_GROUPS = [
  // Everything the entry imports statically: one script, evaluated in source order, so zod's global
  // config is jitless (app/zod-setup.ts) before any later chunk builds a schema. zod itself is not
  // in it: what the entry reads before the first screen is checked without zod (lib/stored-shape.ts).
  { name: 'app', tags: ['$initial' as const], priority: 100 },
  { name: 'headless-ui', test: matching(/\/node_modules\/(@headlessui|@floating-ui|@react-aria|@tanstack|tabbable)\//), priority: 90 },
  { name: 'forms', test: matching(/\/node_modules\/(react-hook-form|@hookform)\//), priority: 80 },
  // SWR comes with the screens that fetch through it; the sign-in screen does not.
  { name: 'swr', test: matching(/\/node_modules\/(swr|dequal)\//), priority: 75 },
  // What the entry area's frame and the sign-in screen share with the signed-in frame and screens:
  // the brand, the server's set-up (its support address), text fields, alerts and the few icons
  // they draw.
  {
    name: 'entry-ui',
    test: sources(
      ...['alert', 'highlight-icons', 'logo', 'make-icon', 'text-field'].map((name) => `src/client/ui/${name}`),
      'src/client/app/layouts/brand',
      'src/client/lib/client-config',
    ),
    priority: 71,
  },
  // Small shared controls of the signed-in screens (none opens a dialog or touches the offline
  // store), and the icons.
  {
    name: 'ui',
    test: sources(
      ...['badge', 'card', 'empty-state', 'icons', 'page-header', 'pagination', 'progress-bar', 'select-field', 'skeleton'].map(
        (name) => `src/client/ui/${name}`,
      ),
    ),
    priority: 70,
  },
  // The account bodies (sign-in, sign-up, renewal): the entry area's forms validate with them,
  // and a session renewal needs only these, not the entry area's screens.
  { name: 'account-rules', test: sources('src/contract/auth', 'src/contract/sessions'), priority: 65 },
  // The contract's general messages (no zod): the sign-in screen words a failed Google sign-in with
  // them, and the field rules use them too, so apart from both they bring neither along.
  { name: 'messages', test: sources('src/contract/messages'), priority: 67 },
  // The field rules they share with the project and onboarding schemas, so those do not pull them in.
  { name: 'field-rules', test: sources('src/contract/validation'), priority: 66 },
  // The sign-in screen on its own, with the entry area's frame and table of screens: it loads its
  // rules and zod's classic API only when a field is first checked, and the other entry screens
  // import those statically, so sharing their chunk would bring them along.
  {
    name: 'sign-in',
    test: sources(
      'src/client/app/entry-area',
      'src/client/app/layouts/entry-layout',
      ...['sign-in-page', 'api', 'form-errors', 'wait', 'post-sign-in', 'flow-storage', 'use-checked-form', 'google/google-setup'].map(
        (name) => `src/client/features/auth/${name}`,
      ),
      ...['sign-in-form', 'google-option', 'auth-header', 'auth-icons', 'password-field'].map(
        (name) => `src/client/features/auth/components/${name}`,
      ),
      'src/client/i18n/en/sign-in',
    ),
    priority: 62,
  },
  // The Google button and its flows, loaded only where GET /config turns Google sign-in on.
  {
    name: 'google',
    test: except(
      sources('src/client/features/auth/google/', 'src/client/features/auth/components/google-button'),
      sources('src/client/features/auth/google/google-setup'),
    ),
    priority: 61,
  },
  // The other entry screens (sign-up, password and e-mail flows) travel together; the
  // sign-out dialog belongs to the signed-in frame and opens a Headless UI dialog, and the account
  // page is a signed-in screen: in this group it would bring along the shared controls it uses
  // (load states, dates) that the dashboard uses too, and with them this group's rules and zod.
  {
    name: 'auth',
    test: except(
      sources('src/client/features/auth/', 'src/client/i18n/en/auth', 'src/client/app/entry-screens'),
      sources(
        'src/client/features/auth/components/sign-out-dialog',
        'src/client/features/auth/account-page',
        'src/client/features/auth/account-settings-api',
        'src/client/features/auth/account-api',
        'src/client/features/auth/components/email-change-form',
        'src/client/features/auth/components/password-change-form',
        'src/client/features/auth/components/sessions-list',
      ),
    ),
    priority: 60,
  },
  // The signed-in frame every app screen sits in (its drawers and dialogs stay lazy), with the
  // signed-in area's table of screens and the guards that read the permission table.
  {
    name: 'frame',
    test: except(
      sources('src/client/app/layouts/', 'src/client/app/app-area', 'src/client/app/ability-guards'),
      sources(...['nav-drawer', 'onboarding-layout', 'public-layout', 'entry-layout', 'brand'].map((name) => `src/client/app/layouts/${name}`)),
    ),
    priority: 50,
  },
  { name: 'dashboard', test: sources('src/client/features/dashboard/', 'src/client/i18n/en/dashboard'), priority: 40 },
];

export default defineConfig({
  resolve: {
    alias: [
      ...Object.entries(importAliases).map(([find, replacement]) => ({ find, replacement })),
      // workbox-window's package names its ES5 build as its module (2.3 KB gzipped); the ES2017
      // build beside it (1.4 KB) runs in every browser this build targets (es2022).
      { find: /^workbox-window$/, replacement: path.resolve(import.meta.dirname, 'node_modules/workbox-window/build/workbox-window.prod.mjs') },
      // wouter and SWR reach React's useSyncExternalStore through the shim for React 17, which
      // React 19 has built in: the shim would only be more script in the first one.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  plugins: [
    react(),
    tailwindcss(),
    precompressAssets(),
    firstPaintScript(),
    checkChunkGroups(),
    prerenderScreens(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      // Registration is ours (workbox-window in src/client/app/pwa), so no inline script is injected.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'robots.txt', 'icons/*.png'],
      manifest: {
        id: '/',
        name: 'Hands-On Portal',
        short_name: 'Hands-On',
        description: 'Apply, plan and run hands-on STEM project kits in your schools.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#0284c7',
        background_color: '#f8fafc',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // wasm: the camera scanner's decoder, so scanning works offline too.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,wasm}'],
        // Navigations are answered with index.html (sw/); the prerendered pages are for the network.
        globIgnores: ['**/node_modules/**/*', 'prerendered/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // Every browser the portal supports (Chromebooks' Chrome first) knows <link rel="modulepreload">:
    // the polyfill would only be more script in the first one.
    modulePreload: {
      polyfill: false,
      // The table of contract texts (i18n/en/validation.ts) loads when another language is chosen,
      // long after the first screen; naming the chunks it imports, for the browser to fetch beside
      // it, would put a list of most of the app's chunks into the first script.
      resolveDependencies: (filename, deps) => (/(^|\/)validation-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
});
