import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@contract/notifications-messages';
import { createTranslator } from '@client/i18n/translate';
import { deliveryChoices, notificationKindLabel } from './notification-words';

const { t } = createTranslator({}, 'en-US');

describe('notification words', () => {
  it('word every kind for people, each differently, never as its code', () => {
    const labels = NOTIFICATION_KINDS.map((kind) => notificationKindLabel(kind, t));
    expect(notificationKindLabel('district-comment', t)).toBe('A district comments on a blueprint');
    for (const [i, label] of labels.entries()) {
      expect(label, NOTIFICATION_KINDS[i]).not.toContain('settings.');
      expect(label).not.toContain(NOTIFICATION_KINDS[i]);
    }
    expect(new Set(labels).size).toBe(NOTIFICATION_KINDS.length);
  });

  it('offer the three deliveries in order: in the portal only, e-mail too, daily digest', () => {
    expect(deliveryChoices(t)).toEqual([
      { value: 'in-app', label: 'In the portal only' },
      { value: 'email', label: 'E-mail too' },
      { value: 'digest', label: 'Daily digest' },
    ]);
  });
});
