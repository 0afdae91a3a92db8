import { describe, expect, it } from 'vitest';
import '@client/i18n/en/notifications';
import { createFormatters } from '@client/i18n/format';
import { createTranslator } from '@client/i18n/translate';
import { relativeTime } from './relative-time';

const i18n = { ...createTranslator({}, 'en-US'), ...createFormatters('en-US') };
const now = Date.parse('2026-03-10T12:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('says how long ago a notice was made, in minutes, hours, days, then the date', () => {
    expect(relativeTime(before(20_000), i18n, now)).toBe('just now');
    expect(relativeTime(before(5 * 60_000), i18n, now)).toBe('5 min ago');
    expect(relativeTime(before(3 * 3_600_000 + 59 * 60_000), i18n, now)).toBe('3 h ago');
    expect(relativeTime(before(25 * 3_600_000), i18n, now)).toBe('1 day ago');
    expect(relativeTime(before(6 * 86_400_000), i18n, now)).toBe('6 days ago');
    expect(relativeTime('2026-02-01T09:00:00.000Z', i18n, now)).toBe('on 02/01/2026');
  });

  it('reads a time a little ahead of this clock as just now, and an unreadable one as nothing', () => {
    expect(relativeTime(new Date(now + 90_000).toISOString(), i18n, now)).toBe('just now');
    expect(relativeTime('not a time', i18n, now)).toBe('');
  });
});
