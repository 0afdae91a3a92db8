import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_BADGE_MAX } from '@contract/notifications-messages';
import '@client/i18n/en/layout';
import { createTranslator } from '@client/i18n/translate';
import { badgeText, bellLabel } from './badge-text';

const { t } = createTranslator({}, 'en-US');

describe('the bell', () => {
  it('shows no badge when nothing is unread, the count up to the maximum, and "99+" above it', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(NOTIFICATIONS_BADGE_MAX)).toBe('99');
    expect(badgeText(NOTIFICATIONS_BADGE_MAX + 1)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });

  it('is named with the whole unread count, even past the badge maximum', () => {
    expect(bellLabel(0, t)).toBe('Notifications');
    expect(bellLabel(3, t)).toBe('Notifications, 3 unread');
    expect(bellLabel(150, t)).toBe('Notifications, 150 unread');
  });
});
