import { describe, expect, it } from 'vitest';
import type { KitOrder } from '../../../contract/projects';
import { createFormatters } from '../../i18n/format';
import { createTranslator } from '../../i18n/translate';
import { groupLine, orderDates, orderTitle } from './order-labels';

const english = { ...createTranslator({}, 'en-US'), ...createFormatters('en-US') };

describe('an order in words', () => {
  const checkout = {
    kind: 'checkout',
    checkoutName: 'Grade 8 Engineering',
    kits: 10,
    startDate: '2026-03-02',
    returnDate: '2026-03-20',
    totalStudents: 20,
    groupSize: 'pairs',
    createdAt: '2026-03-01T10:00:00.000Z',
  } as KitOrder;

  it('titles a request by its kits and a checkout by its name', () => {
    expect(orderTitle({ kind: 'request', checkoutName: null, kits: 1 }, english)).toBe('Request for 1 kit');
    expect(orderTitle({ kind: 'request', checkoutName: null, kits: 2 }, english)).toBe('Request for 2 kits');
    expect(orderTitle(checkout, english)).toBe('Grade 8 Engineering');
  });

  it("gives a checkout's period and class", () => {
    expect(orderDates(checkout, english)).toEqual([
      { label: 'Start', value: '03/02/2026' },
      { label: 'Return', value: '03/20/2026' },
    ]);
    expect(groupLine(checkout, english)).toBe('20 students, pairs');
    expect(groupLine({ ...checkout, totalStudents: 1, groupSize: 'one-to-one' }, english)).toBe('1 student, one to one');
  });
});
