import { describe, expect, it } from 'vitest';
import { messages } from '@contract/messages';
import { createTranslator } from '@client/i18n/translate';
import { ApiError } from '@client/lib/http';
import { errorMessage } from './form-errors';

const english = { ...createTranslator({}, 'en-US'), locale: 'en' } as const;

describe('errorMessage', () => {
  it('says what the server said, with the wait of a 429', () => {
    const tooMany = new ApiError(429, 'Too Many Requests', messages.tooManyRequests, [], 45);
    expect(errorMessage(tooMany, english)).toBe('Too many attempts. Please wait before trying again. You can try again in 45 seconds.');
    expect(errorMessage(new ApiError(401, 'Unauthorized', messages.invalidCredentials), english)).toBe('Email or password is incorrect');
  });

  it('falls back to a generic sentence', () => {
    expect(errorMessage(new Error('boom'), english)).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new ApiError(500, 'Internal Server Error', ''), english)).toBe('Something went wrong. Please try again.');
  });
});
