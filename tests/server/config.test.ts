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
