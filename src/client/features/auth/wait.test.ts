import { describe, expect, it } from 'vitest';
import { createTranslator } from '@client/i18n/translate';
import { describeWait, formatCountdown } from './wait';

const english = { ...createTranslator({}, 'en-US'), locale: 'en' } as const;

describe('describeWait', () => {
  const now = new Date(2025, 2, 1, 15, 0, 0);

  it('counts seconds and minutes for short waits', () => {
    expect(describeWait(1, english, now)).toBe('in 1 second');
    expect(describeWait(45, english, now)).toBe('in 45 seconds');
    expect(describeWait(60, english, now)).toBe('in 1 minute');
    expect(describeWait(61, english, now)).toBe('in 2 minutes');
    expect(describeWait(59 * 60, english, now)).toBe('in 59 minutes');
  });

  it('names the time for long waits, and the day when it is not today', () => {
    expect(describeWait(2 * 60 * 60 + 30 * 60, english, now)).toBe('at 5:30 PM');
    expect(describeWait(20 * 60 * 60, english, now)).toBe('on Mar 2 at 11:00 AM');
  });

  it('never says zero', () => {
    expect(describeWait(0, english, now)).toBe('in 1 second');
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(9.2)).toBe('0:10');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
