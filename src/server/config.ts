// The server's configuration, read from the environment (docs/architecture.md §3). A bad value stops the
// start with a message that names the variable.
import { isIP } from 'node:net';
import { z } from 'zod';
import { type OidcProvider, parseOidcProviders, ProvidersError } from './oidc-providers-config';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const urlOf = (protocols: string[], example: string) =>
  optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

/** A timeout in whole seconds, from 1 to an hour. */
const seconds = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number of seconds' })
    .int({ message: 'must be a whole number of seconds' })
    .min(1, { message: 'must be from 1 to 3600 seconds' })
    .max(3600, { message: 'must be from 1 to 3600 seconds' })
    .default(fallback);

/** Which proxies in front of the server are trusted to say who the client is (X-Forwarded-For). */
type TrustProxy = false | number | string[];

// An IPv4 or IPv6 address, optionally with a /prefix; or the names proxy-addr knows.
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Projects from which the whole programme's default insights come from a kept snapshot. */
export const DEFAULT_INSIGHT_SNAPSHOT_PROJECTS = 20_000;
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  if (value === 'false' || value === '0' || value === '') return false;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        "'true' would take the client's address from the left of X-Forwarded-For, which any client can write; " +
        'give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) ctx.addIssue({ code: 'custom', message: 'must be at most 10 proxies' });
    return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or ranges (not understood: ${bad.join(', ') || value})`,
    });
    return z.NEVER;
  }
  return entries;
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be between 0 and 65535' })
    .max(65535, { message: 'must be between 0 and 65535' })
    .default(8080),
  HOST: z.string().trim().min(1, { message: 'must not be empty' }).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, { message: 'must not be empty' }).default('./data'),
  DATABASE_URL: urlOf(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db'),
  PUBLIC_URL: urlOf(['http:', 'https:'], 'https://portal.example.org'),
  SMTP_URL: urlOf(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.org:587'),
  MAIL_FROM: z.string().trim().min(1).default('Hands-On Portal <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: urlOf(['http:', 'https:'], 'https://accounts.google.com').transform((v) => v ?? 'https://accounts.google.com'),
  // The sign-in providers (oidc-providers-config.ts): a JSON array, or a file holding one.
  OIDC_PROVIDERS: optionalText,
  OIDC_PROVIDERS_FILE: optionalText,
  // Where lesson files live (the curriculum's hosts): the page may fetch from them, so "Prepare for
  // offline" can keep a copy of a project kit's lesson files. Origins only, comma-separated.
  LESSON_FILE_ORIGINS: z
    .string()
    .trim()
    .default('')
    .transform((value, ctx) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const origins: string[] = [];
      for (const entry of entries) {
        let url: URL | null = null;
        try {
          url = new URL(entry);
        } catch {
          url = null;
        }
        if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/+$/, '')) {
          ctx.addIssue({
            code: 'custom',
            message: `must be a comma-separated list of origins such as https://files.example.org (not understood: ${entry})`,
          });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
  SEED: z.enum(['demo', 'none'], { message: "must be 'demo' or 'none'" }).default('demo'),
  JOBS_POLL_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be 0 (off) or more' })
    .max(86_400, { message: 'must be at most 86400' })
    .default(30),
  INSIGHTS_SNAPSHOT_PROJECTS: z.coerce
    .number({ message: 'must be a number of projects' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be 0 (always) or more' })
    .default(DEFAULT_INSIGHT_SNAPSHOT_PROJECTS),
  WEB_CONCURRENCY: z.coerce
    .number({ message: 'must be a number of processes' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be 1 or more' })
    .max(64, { message: 'must be at most 64' })
    .default(1),
  TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
  // A token short enough to guess would make the metrics public after all.
  // Development and tests: every JSON answer checked against its endpoint's response schema.
  CHECK_RESPONSES: z.enum(['0', '1'], { message: "must be '0' or '1'" }).default('0'),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),
  BACKUP_KEEP: z.coerce
    .number({ message: 'must be a number of backups' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be 0 (no scheduled backups) or more' })
    .max(365, { message: 'must be at most 365' })
    .default(7),
  EVENTS_HEARTBEAT_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .min(0.05, { message: 'must be at least 0.05' })
    .max(300, { message: 'must be at most 300' })
    .default(25),
  REQUEST_TIMEOUT_SECONDS: seconds(60),
  HEADERS_TIMEOUT_SECONDS: seconds(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(65),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty'], { message: 'must be one of auto, json, pretty' }).default('auto'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The entry 'google' of oidcProviders, whether from GOOGLE_* or OIDC_PROVIDERS: its buttons use Google's own script. */
  googleClientId?: string;
  googleClientSecret?: string;
  googleIssuer: string;
  /** Every OpenID Connect sign-in provider, Google's entry included. */
  oidcProviders: OidcProvider[];
  /** Origins of lesson files the page may fetch (connect-src), for "Prepare for offline". */
  lessonFileOrigins: string[];
  seed: 'demo' | 'none';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** auto: readable lines in a terminal, JSON lines when piped (a container, a log shipper). */
  logFormat: 'auto' | 'json' | 'pretty';
  /** API processes sharing the port (node's cluster); more than one needs PostgreSQL. */
  webConcurrency: number;
  /** How often the API process looks for due jobs (reminders, notices); 0: never (run jobs:run-once instead). */
  jobsPollSeconds: number;
  /**
   * From this many projects the whole programme's default insights come from a snapshot a job
   * keeps (features/insights/snapshots.ts); below it they are computed live.
   */
  insightSnapshotProjects: number;
  /**
   * Behind reverse proxies: how many hops of X-Forwarded-For to trust, or the proxies' addresses,
   * so per-IP rate limits see the client's address; false: the socket's address.
   */
  trustProxy: TrustProxy;
  /** Every JSON answer checked against its endpoint's response schema, a mismatch answered 500 (tests, development). */
  checkResponses: boolean;
  /** Bearer token for GET /metrics; unset, /metrics answers 404. */
  metricsToken?: string;
  /** Scheduled backups kept in DATA_DIR/backups (the oldest go); 0 turns the daily backup off. */
  backupKeep: number;
  /** How often an open event stream (GET /events) sends a comment so proxies keep it open, in ms. */
  eventsHeartbeatMs: number;
  /** Node's HTTP server timeouts, in milliseconds (README, "Configuration"). */
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
  /** Where the built client lives; undefined serves the API only. */
  clientDir?: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as they do in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      `Invalid configuration:\n  HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS (${e.REQUEST_TIMEOUT_SECONDS})`,
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    // The embedded database is a folder one process holds open; a second would corrupt it.
    throw new ConfigError('Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs PostgreSQL (set DATABASE_URL)');
  }
  if (e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set');
  }
  let oidcProviders: OidcProvider[];
  try {
    oidcProviders = parseOidcProviders(e);
  } catch (error) {
    if (!(error instanceof ProvidersError)) throw error;
    throw new ConfigError(`Invalid configuration:\n${error.lines.map((line) => `  ${line}`).join('\n')}`);
  }
  const google = oidcProviders.find((provider) => provider.id === 'google');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleClientId: google?.clientId,
    googleClientSecret: google?.clientSecret,
    googleIssuer: google?.issuer ?? e.GOOGLE_ISSUER,
    oidcProviders,
    lessonFileOrigins: e.LESSON_FILE_ORIGINS,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    webConcurrency: e.WEB_CONCURRENCY,
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    insightSnapshotProjects: e.INSIGHTS_SNAPSHOT_PROJECTS,
    metricsToken: e.METRICS_TOKEN,
    checkResponses: e.CHECK_RESPONSES === '1',
    backupKeep: e.BACKUP_KEEP,
    eventsHeartbeatMs: Math.round(e.EVENTS_HEARTBEAT_SECONDS * 1000),
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
  };
}
