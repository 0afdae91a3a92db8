import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API_PREFIX } from '@contract/constants';

const PRERENDERED_SIGN_IN = '<!doctype html><title>Hands-On Portal</title><div id="root"><div inert data-prerendered><h1>Sign in</h1></div></div>';
const APP_SCRIPT = `console.log(${JSON.stringify('app '.repeat(400))})`;

// A small stand-in for dist/ so these rules are tested apart from the real build (e2e serves that).
function fakeClientDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hop-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Hands-On Portal</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), APP_SCRIPT);
  // As the build writes them (vite.config.ts).
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(APP_SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(APP_SCRIPT));
  writeFileSync(path.join(dir, 'service-worker.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Hands-On Portal"}');
  mkdirSync(path.join(dir, 'prerendered'));
  writeFileSync(path.join(dir, 'prerendered', 'sign-in.html'), PRERENDERED_SIGN_IN);
  return dir;
}

describe('serving the built client', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fakeClientDir();
    t = await createTestApp({ seed: 'none', clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s Brotli copy to a browser that takes it, else the gzip one, else the script', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_SCRIPT);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_SCRIPT);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
  });

  it.each(['/service-worker.js', '/manifest.webmanifest'])('revalidates %s every time', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/dashboard', '/projects/123', '/resources/classbox', '/sign-up', '/sign-in/extra'])(
    'answers the client route %s with the app',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe('<!doctype html><title>Hands-On Portal</title><div id="root"></div>');
    },
  );

  it.each(['/sign-in', '/sign-in?redirectUrl=%2Fplanning', '/Sign-In'])('answers %s with the build’s prerendered sign-in page', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(PRERENDERED_SIGN_IN);
  });

  it('does not answer a missing asset or an unknown API path with the app', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(asset.statusCode).toBe(404);
    // A path under the API that no route has: raw, as the route table cannot name it.
    const api = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/projects-typo` });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
