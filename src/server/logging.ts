// What the server's logs may carry: never a secret or personal data. Applied to every logger the
// server builds (buildApp), so every error path logs through it:
// - errors keep their kind, message, code and stack, but not the values of the query that failed:
//   a failed query's parameters (a new account's password hash, e-mails, names, phone numbers),
//   PostgreSQL's `detail` ("Key (email)=(…) already exists", "Failing row contains (…)") and the
//   value quoted in "invalid input syntax" messages are dropped or masked, down the `cause` chain;
// - a request is logged by its path, without the query string (the e-mail check takes an e-mail);
// - known sensitive fields, wherever a log call puts them, are censored by pino's redaction.
import type { FastifyServerOptions } from 'fastify';

const CENSOR = '[redacted]';

/** Field names that carry secrets or personal data, censored at the top level and one level down. */
const SENSITIVE_FIELDS = [
  'password',
  'repeatPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'email',
  'to',
  'phone',
  'phoneNumber',
  'firstName',
  'lastName',
  'params',
  'parameters',
  'detail',
];

const REDACT_PATHS = [
  ...SENSITIVE_FIELDS,
  ...SENSITIVE_FIELDS.map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
];

/** An error's own fields a log may show; everything else (params, detail, where, …) stays out. */
const KEPT_FIELDS = ['code', 'severity', 'routine', 'table', 'column', 'constraint', 'statusCode'] as const;

/** Drops what a message carries of the values involved. */
function maskMessage(message: string): string {
  return (
    message
      // Drizzle: "Failed query: <sql>\nparams: <values>".
      .replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]')
      // PostgreSQL quotes the offending input: invalid input syntax for type uuid: "dana@example.org".
      .replace(/(invalid input (?:syntax|value) for [^:\n]*: )"(?:[^"\\]|\\.)*"/g, `$1"${CENSOR}"`)
      .replace(/(Key \([^)]*\)=)\((?:[^)\\]|\\.)*\)/g, `$1(${CENSOR})`)
  );
}

interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/** An error as a log may show it (see the top of this file). */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: maskMessage(String(error)) };
  const safe: SafeError = { type: error.constructor?.name ?? 'Error', message: maskMessage(error.message) };
  for (const field of KEPT_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (error.stack) {
    // The stack's first lines repeat the message; keep only its frames.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    safe.stack = [`${safe.type}: ${safe.message}`, ...frames].join('\n');
  }
  if (error.cause !== undefined && depth < 4) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/** A request as its log line shows it: the path without the query string. */
function safeRequest(request: { method?: string; url?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: request.method,
    url: request.url?.split('?')[0],
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The logger options with the rules above added; false stays false (no logging). */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base: LoggerOptions = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { ...(base as { serializers?: object }).serializers, err: safeError, req: safeRequest },
  } as LoggerOptions;
}

/**
 * Where log lines go: JSON lines on stdout, which a container or a log shipper reads, unless a
 * person reads them in a terminal (or LOG_FORMAT=pretty): then pino-pretty's readable lines.
 * pino-pretty is loaded only then, so a server whose log is piped never loads it.
 */
export async function logDestination(
  format: 'auto' | 'json' | 'pretty',
  /** Where readable lines go: stdout, or a stream of the caller's (tests). */
  destination: NodeJS.WritableStream | 1 = 1,
): Promise<NodeJS.WritableStream | undefined> {
  const pretty = format === 'pretty' || (format === 'auto' && process.stdout.isTTY === true);
  if (!pretty) return undefined;
  const { default: pinoPretty } = await import('pino-pretty');
  return pinoPretty({
    colorize: process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    singleLine: true,
    destination,
  });
}
