import { describe, expect, it } from 'vitest';
import { messages } from '@contract/messages';
import { ApiError, NETWORK_ERROR_STATUS } from '@client/lib/http';
import { asksToConfirmEmail, submitFailureNotice } from './use-wizard';

describe('the notice after a failed submit', () => {
  it('asks an account whose e-mail is not confirmed to confirm it, with a link', () => {
    const notice = submitFailureNotice(new ApiError(403, 'Forbidden', messages.emailVerificationRequired), false);
    expect(notice).toEqual({ id: 'onboarding.notice.emailNotConfirmed' });
    expect(asksToConfirmEmail(notice)).toBe(true);
  });

  it('keeps the other cases as they were', () => {
    expect(submitFailureNotice(new ApiError(NETWORK_ERROR_STATUS, 'Network Error', 'offline'), false)).toEqual({
      id: 'onboarding.notice.offlineSubmit',
    });
    expect(submitFailureNotice(new ApiError(400, 'Bad Request', 'x'), true)).toEqual({ id: 'onboarding.notice.fixAnswers' });
    const forbidden = submitFailureNotice(new ApiError(403, 'Forbidden', messages.forbidden), false);
    expect(forbidden).toEqual({ server: messages.forbidden });
    expect(asksToConfirmEmail(forbidden)).toBe(false);
    expect(submitFailureNotice(new Error('boom'), false)).toEqual({ id: 'onboarding.notice.failed' });
  });
});
