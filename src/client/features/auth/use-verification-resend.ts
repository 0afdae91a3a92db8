// "Send again" on the Verify your email screens (spec §4, §9): a new link after a wait, at most
// VERIFICATION_RESEND_LIMIT per 24 hours, then the retry-later state until the server's
// Retry-After has passed. The server decides; the client shows its answer and remembers it per tab.
import { useState } from 'react';
import { VERIFICATION_RESEND_MIN_INTERVAL_SECONDS } from '@contract/auth';
import { messages } from '@contract/messages';
import '@client/i18n/en/auth';
import { getI18n } from '@client/i18n/locale-store';
import { isContractText, translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { sendVerificationEmail } from './account-api';
import { readSentLink, writeFlow, type SentLink } from './flow-storage';
import { errorMessage } from './form-errors';
import { useCountdown } from './use-countdown';

/**
 * POST /sessions/email and what it means for the next request: sent (wait the minimum interval),
 * too soon (wait what the server says), or the daily cap (retry later). Other failures throw.
 */
export async function requestVerificationLink(email: string): Promise<{ sent: SentLink; refusal: string | null }> {
  const address = email.trim().toLowerCase();
  // The first watch of this address covers every confirmation since; a newer one would cover less.
  const earlier = readSentLink('verifyEmail', address)?.watch;
  let result: { sent: SentLink; refusal: string | null };
  try {
    const watch = await sendVerificationEmail(address);
    result = {
      sent: { email: address, nextAllowedAt: Date.now() + VERIFICATION_RESEND_MIN_INTERVAL_SECONDS * 1000, watch: earlier ?? watch },
      refusal: null,
    };
  } catch (error) {
    if (!isApiError(error) || error.status !== 429) throw error;
    const wait = error.retryAfterSeconds ?? VERIFICATION_RESEND_MIN_INTERVAL_SECONDS;
    const limitReached = isContractText(getI18n().t, error.message, messages.verificationResendLimit);
    result = { sent: { email: address, nextAllowedAt: Date.now() + wait * 1000, limitReached, watch: earlier }, refusal: error.message };
  }
  writeFlow('verifyEmail', result.sent);
  return result;
}

export interface VerificationResend {
  sending: boolean;
  /** Seconds until "Send again" may be pressed. */
  secondsLeft: number;
  /** The daily cap is reached: show the retry-later state until `retryAt`. */
  limitReached: boolean;
  retryAt: number | null;
  notice: { tone: 'success' | 'error'; text: string } | null;
  /** sent, refused (too soon or over the cap: the state says until when), or failed (offline, error). */
  send: () => Promise<'sent' | 'refused' | 'failed'>;
}

/** `refusal`: a 429 message the previous screen got (the server's), shown until the next attempt. */
export function useVerificationResend(email: string, refusal: string | null = null): VerificationResend {
  const i18n = useI18n();
  const { t } = i18n;
  const [sent, setSent] = useState<SentLink | null>(() => readSentLink('verifyEmail', email));
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<VerificationResend['notice']>(() => (refusal ? { tone: 'error', text: translateMessage(t, refusal) } : null));
  const secondsLeft = useCountdown(sent?.nextAllowedAt ?? null);

  async function send(): Promise<'sent' | 'refused' | 'failed'> {
    setSending(true);
    setNotice(null);
    try {
      const { sent: next, refusal } = await requestVerificationLink(email);
      setSent(next);
      if (!refusal) setNotice({ tone: 'success', text: t('auth.newLinkSent', { email }) });
      else if (!next.limitReached) setNotice({ tone: 'error', text: translateMessage(t, refusal) });
      return refusal ? 'refused' : 'sent';
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, i18n) });
      return 'failed';
    } finally {
      setSending(false);
    }
  }

  const limitReached = Boolean(sent?.limitReached) && secondsLeft > 0;
  return { sending, secondsLeft, limitReached, retryAt: sent?.nextAllowedAt ?? null, notice, send };
}
