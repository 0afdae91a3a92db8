// Logs never carry secrets or personal data: a failed query's values, PostgreSQL's details, the
// query string of a request, a mail's recipient and known sensitive fields stay out of every line.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiCall, callUrl } from '../helpers/api-call';
import { routes } from '@contract/routes';
import { API_PREFIX } from '@contract/constants';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const logText = () => lines.join('\n');

const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGFzaGVkc2VjcmV0';
const PRIVATE = ['coordinator@example.org', PASSWORD_HASH, 'Whitfield', '5135550142', 'private.person@example.org', 'dana.w@example.org'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream } });
  // Failures the way real ones happen: a write that breaks a unique constraint, and a value a
  // column's type refuses. Test-only routes, not in the route table: their paths are raw.
  t.app.post(`${API_PREFIX}/test-only/duplicate-account`, async () => {
    await t.app.db.insert(users).values({
      email: 'coordinator@example.org',
      passwordHash: PASSWORD_HASH,
      firstName: 'Dana',
      lastName: 'Whitfield',
      phoneNumber: '5135550142',
    });
  });
  t.app.get(`${API_PREFIX}/test-only/bad-cast`, async () => t.app.db.execute(sql`select ${'dana.w@example.org'}::uuid`));
});
afterAll(() => t.close());

describe('the error log', () => {
  it('says which query failed and why, without its values', async () => {
    for (const url of [`${API_PREFIX}/test-only/duplicate-account`, `${API_PREFIX}/test-only/bad-cast`]) {
      const response = await t.app.inject({ method: url.endsWith('account') ? 'POST' : 'GET', url });
      expect(response.statusCode).toBe(500);
    }
    const errors = lines.filter((line) => line.includes('request failed'));
    expect(errors).toHaveLength(2);
    // Still useful: the statement, the constraint and PostgreSQL's own reason.
    expect(errors[0]).toContain('insert into \\"users\\"');
    expect(errors[0]).toMatch(/users_email_key|duplicate key/);
    expect(errors[1]).toMatch(/invalid input syntax for type uuid/);
    for (const value of PRIVATE) expect(logText()).not.toContain(value);
  });
});

describe('request and mail logs', () => {
  it('log a request by its path, not its query string', async () => {
    const response = await apiCall(t.app, routes.emailCheck, { query: { email: 'private.person@example.org' } });
    expect(response.statusCode).toBe(200);
    expect(lines.some((line) => line.includes(callUrl(routes.emailCheck)))).toBe(true);
    expect(logText()).not.toContain('private.person');
  });

  it('log a mail without its recipient', async () => {
    const response = await apiCall(t.app, routes.forgotPassword, { body: { email: 'coordinator@example.org' } });
    expect(response.statusCode).toBe(202);
    await t.app.mailer.drain();
    expect(lines.some((line) => line.includes('mail written to the outbox'))).toBe(true);
    for (const value of PRIVATE) expect(logText()).not.toContain(value);
  });

  it('censor known sensitive fields wherever a log call puts them', () => {
    t.app.log.info(
      { password: 'Demo-pass1', user: { email: 'dana.w@example.org', phoneNumber: '5135550142' }, refreshToken: 'secret-refresh' },
      'a careless log call',
    );
    const line = lines.find((l) => l.includes('a careless log call'))!;
    expect(line).toContain('[redacted]');
    for (const value of ['Demo-pass1', 'dana.w@example.org', '5135550142', 'secret-refresh']) expect(line).not.toContain(value);
  });
});
