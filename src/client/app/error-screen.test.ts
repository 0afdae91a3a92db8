import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { ApiError } from '../lib/http';
import { describeError } from './error-screen';

const { t } = createTranslator({}, 'en-US');

describe('describeError', () => {
  it('shows the status an ApiError carries', () => {
    expect(describeError(new ApiError(404, 'Not Found', 'No such blueprint'), t)).toEqual({
      status: '404 Not Found',
      message: 'No such blueprint',
      retryable: true,
    });
  });

  it('does not offer a retry for a failed lazy import (React.lazy keeps the failure)', () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/planning-page.js');
    expect(describeError(failure, t)).toMatchObject({ status: 'Could not load this screen', retryable: false });
  });

  it('falls back to the error name and message', () => {
    expect(describeError(new RangeError('Bad range'), t)).toMatchObject({ status: 'RangeError', message: 'Bad range' });
  });
});
