import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_RESEND_MIN_INTERVAL_SECONDS } from '@contract/auth';
import { messages } from '@contract/messages';
import { configureHttp } from '@client/lib/http';
import { requestVerificationLink } from './use-verification-resend';
import { apiPath, routes } from '@contract/routes';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const tooMany = (message: string, retryAfter: number) =>
  json(429, { statusCode: 429, error: 'Too Many Requests', message }, { 'Retry-After': String(retryAfter) });

describe('requestVerificationLink (spec §4, §9)', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');
  const fetch = vi.fn<typeof globalThis.fetch>();
  beforeEach(() => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    fetch.mockReset();
    configureHttp({ fetch, locks: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    configureHttp({});
  });

  it('sends POST /sessions/email and waits the minimum interval before the next one', async () => {
    fetch.mockResolvedValue(json(202, { accepted: true, confirmationWatch: 'watch-1' }));
    await expect(requestVerificationLink(' Riley@Example.org ')).resolves.toEqual({
      // The watch lets the "Check your email" screen notice a confirmation made on another device.
      sent: { email: 'riley@example.org', nextAllowedAt: now + VERIFICATION_RESEND_MIN_INTERVAL_SECONDS * 1000, watch: 'watch-1' },
      refusal: null,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(apiPath(routes.sendVerificationEmail));
    expect(init?.body).toBe('{"email":"riley@example.org"}');
  });

  it('waits what the server says after a resend that came too soon', async () => {
    fetch.mockResolvedValue(tooMany(messages.verificationResendTooSoon, 37));
    await expect(requestVerificationLink('riley@example.org')).resolves.toEqual({
      sent: { email: 'riley@example.org', nextAllowedAt: now + 37_000, limitReached: false },
      refusal: messages.verificationResendTooSoon,
    });
  });

  it('enters the retry-later state at the daily cap, until Retry-After', async () => {
    fetch.mockResolvedValue(tooMany(messages.verificationResendLimit, 5 * 60 * 60));
    const { sent } = await requestVerificationLink('riley@example.org');
    expect(sent).toEqual({ email: 'riley@example.org', nextAllowedAt: now + 5 * 60 * 60 * 1000, limitReached: true });
  });

  it('throws other failures for the screen to show', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(requestVerificationLink('riley@example.org')).rejects.toMatchObject({ status: 0 });
  });
});
