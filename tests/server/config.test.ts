import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      smtpUrl: undefined,
      mailFrom: 'Hands-On Portal <no-reply@localhost>',
      googleClientId: undefined,
      googleIssuer: 'https://accounts.google.com',
      seed: 'demo',
      logLevel: 'info',
      trustProxy: false,
      metricsToken: undefined,
      backupKeep: 7,
    });
  });

  it('trusts a reverse proxy only when told how far (tests/server/trust-proxy.test.ts)', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('lets the page fetch lesson files from the listed origins only', () => {
    expect(loadConfig({}).lessonFileOrigins).toEqual([]);
    expect(loadConfig({ LESSON_FILE_ORIGINS: 'https://curriculum.example.org, http://files.local:8081/' }).lessonFileOrigins).toEqual([
      'https://curriculum.example.org',
      'http://files.local:8081',
    ]);
    expect(() => loadConfig({ LESSON_FILE_ORIGINS: 'https://curriculum.example.org/files' })).toThrow(
      'LESSON_FILE_ORIGINS: must be a comma-separated list of origins',
    );
    expect(() => loadConfig({ LESSON_FILE_ORIGINS: 'ftp://files.example.org' })).toThrow('LESSON_FILE_ORIGINS');
  });

  it('runs several API processes on PostgreSQL only', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/portal' }).webConcurrency).toBe(4);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow('WEB_CONCURRENCY: more than one process needs PostgreSQL (set DATABASE_URL)');
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://db/portal' })).toThrow('WEB_CONCURRENCY: must be 1 or more');
    expect(() => loadConfig({ WEB_CONCURRENCY: 'two' })).toThrow('WEB_CONCURRENCY: must be a number of processes');
  });

  describe('sign-in providers (OIDC_PROVIDERS)', () => {
    const entra = {
      id: 'entra',
      label: 'Microsoft',
      issuer: 'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0',
      clientId: 'client',
      clientSecret: 'secret',
      allowedDomains: ['District.example.org'],
    };
    const withProviders = (entries: unknown, extra: Record<string, string> = {}) => loadConfig({ OIDC_PROVIDERS: JSON.stringify(entries), ...extra });

    it('reads the entries, and makes GOOGLE_CLIENT_ID the entry google', () => {
      expect(loadConfig({}).oidcProviders).toEqual([]);
      const config = withProviders([entra], { GOOGLE_CLIENT_ID: 'gid', GOOGLE_CLIENT_SECRET: 'gsecret' });
      expect(config.oidcProviders.map((p) => p.id)).toEqual(['google', 'entra']);
      expect(config.oidcProviders[1]).toEqual({ ...entra, allowedDomains: ['district.example.org'], required: false, trustEmails: false });
      expect(config).toMatchObject({ googleClientId: 'gid', googleIssuer: 'https://accounts.google.com' });
      // Google listed as an entry is the same as the shorthand.
      const listed = withProviders([{ ...entra, id: 'google', label: 'Google', issuer: 'https://accounts.google.com' }]);
      expect(listed).toMatchObject({ googleClientId: 'client', googleClientSecret: 'secret' });
    });

    it('reads them from a file', () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'providers-'));
      const file = path.join(dir, 'providers.json');
      writeFileSync(file, JSON.stringify([entra]));
      expect(loadConfig({ OIDC_PROVIDERS_FILE: file }).oidcProviders.map((p) => p.id)).toEqual(['entra']);
      expect(() => loadConfig({ OIDC_PROVIDERS_FILE: path.join(dir, 'missing.json') })).toThrow(/OIDC_PROVIDERS_FILE: cannot be read/);
      rmSync(dir, { recursive: true });
    });

    it.each([
      ['not JSON', '[{', 'OIDC_PROVIDERS: must be a JSON array of providers'],
      ['not an array', JSON.stringify(entra), 'OIDC_PROVIDERS: must be a JSON array of providers'],
      ['an issuer that is no URL', [{ ...entra, issuer: 'login.microsoftonline.com' }], 'OIDC_PROVIDERS[0] (entra).issuer: must be an https URL'],
      ['a plain-HTTP issuer elsewhere', [{ ...entra, issuer: 'http://sso.example.org' }], 'OIDC_PROVIDERS[0] (entra).issuer: must be an https URL'],
      ['a bad id', [{ ...entra, id: 'Entra ID' }], 'OIDC_PROVIDERS[0] (Entra ID).id: must be 1 to 32 lower-case letters'],
      ['no secret', [{ ...entra, clientSecret: '' }], 'OIDC_PROVIDERS[0] (entra).clientSecret: is required'],
      ['a bad domain', [{ ...entra, allowedDomains: ['@district'] }], 'OIDC_PROVIDERS[0] (entra).allowedDomains.0: must be e-mail domains'],
      ['a bad district', [{ ...entra, districtId: 'Cedar Valley' }], "OIDC_PROVIDERS[0] (entra).districtId: must be a district's id"],
      ['required without a district', [{ ...entra, required: true }], 'OIDC_PROVIDERS[0] (entra).required: needs districtId'],
      [
        'trusted e-mails without domains',
        [{ ...entra, allowedDomains: [], trustEmails: true }],
        'OIDC_PROVIDERS[0] (entra).trustEmails: needs allowedDomains',
      ],
      ['an unknown field', [{ ...entra, secret: 'x' }], 'OIDC_PROVIDERS[0] (entra): unknown field secret'],
      ['an id twice', [entra, { ...entra, label: 'Other' }], "OIDC_PROVIDERS[1] (entra).id: 'entra' is used by an earlier entry"],
    ])('stops on %s, naming the entry and the field', (_case, entries, message) => {
      const env = { OIDC_PROVIDERS: typeof entries === 'string' ? entries : JSON.stringify(entries) };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(`Invalid configuration:\n  ${message}`);
    });

    it('refuses google twice, and both settings at once', () => {
      expect(() => withProviders([{ ...entra, id: 'google' }], { GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' })).toThrow(
        "OIDC_PROVIDERS[0] (google).id: 'google' is already configured by GOOGLE_CLIENT_ID",
      );
      expect(() => withProviders([entra], { OIDC_PROVIDERS_FILE: '/tmp/x.json' })).toThrow(
        'OIDC_PROVIDERS_FILE: set OIDC_PROVIDERS or OIDC_PROVIDERS_FILE, not both',
      );
    });
  });

  it('has timeouts a slow connection still passes, in seconds', () => {
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 60_000, headersMs: 30_000, keepAliveMs: 65_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '120', HEADERS_TIMEOUT_SECONDS: '20', KEEP_ALIVE_TIMEOUT_SECONDS: '5' }).timeouts).toEqual({
      requestMs: 120_000,
      headersMs: 20_000,
      keepAliveMs: 5_000,
    });
  });

  it('derives PUBLIC_URL from PORT and reads every variable', () => {
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
    const config = loadConfig({
      PORT: '3000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/portal',
      DATABASE_URL: 'postgres://portal@db:5432/portal',
      PUBLIC_URL: 'https://portal.example.org/',
      SMTP_URL: 'smtp://mail.example.org:587',
      MAIL_FROM: 'Portal <portal@example.org>',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:4000',
      SEED: 'none',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://portal@db:5432/portal',
      publicUrl: 'https://portal.example.org',
      googleIssuer: 'http://127.0.0.1:4000',
      seed: 'none',
      logLevel: 'warn',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SEED: 'everything' }, 'SEED'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, 'REQUEST_TIMEOUT_SECONDS'],
    [{ REQUEST_TIMEOUT_SECONDS: 'soon' }, 'REQUEST_TIMEOUT_SECONDS'],
    [{ KEEP_ALIVE_TIMEOUT_SECONDS: '1.5' }, 'KEEP_ALIVE_TIMEOUT_SECONDS'],
    [{ REQUEST_TIMEOUT_SECONDS: '10', HEADERS_TIMEOUT_SECONDS: '20' }, 'HEADERS_TIMEOUT_SECONDS'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ BACKUP_KEEP: '-1' }, 'BACKUP_KEEP'],
    [{ BACKUP_KEEP: 'all' }, 'BACKUP_KEEP'],
  ])('stops with a message naming the variable for %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });
});
