// The server's configuration, read from the environment (docs/architecture.md §3). A bad value stops the
// start with a message that names the variable.
import { z } from 'zod';

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
  GOOGLE_ISSUER: urlOf(['http:', 'https:'], 'https://accounts.google.com').transform(
    (v) => v ?? 'https://accounts.google.com',
  ),
  SEED: z.enum(['demo', 'none'], { message: "must be 'demo' or 'none'" }).default('demo'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  JOBS_POLL_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be 0 (off) or more' })
    .max(86_400, { message: 'must be at most 86400' })
    .default(30),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  googleClientId?: string;
  googleClientSecret?: string;
  googleIssuer: string;
  seed: 'demo' | 'none';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (per-IP rate limits). */
  trustProxy: boolean;
  /** How often the API process looks for due jobs (reminders, notices); 0: never (run jobs:run-once instead). */
  jobsPollSeconds: number;
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
  if (e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleClientSecret: e.GOOGLE_CLIENT_SECRET,
    googleIssuer: e.GOOGLE_ISSUER,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
  };
}
