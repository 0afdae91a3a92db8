import { describe, expect, it } from 'vitest';
import type { KitOrder } from '@contract/projects';
import { createFormatters } from '@client/i18n/format';
import { createTranslator } from '@client/i18n/translate';
import { groupLine, orderDates, orderTitle, shippingFacts } from './order-labels';

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
      { label: 'Due back', value: '03/20/2026' },
    ]);
    expect(groupLine(checkout, english)).toBe('20 students, pairs');
    expect(groupLine({ ...checkout, totalStudents: 1, groupSize: 'one-to-one' }, english)).toBe('1 student, one to one');
  });

  it("gives a request's way to the school: shipped, carrier, tracking, expected arrival, then what arrived", () => {
    const request = {
      kind: 'request',
      status: 'Shipped',
      shippedAt: '2026-03-03T15:00:00.000Z',
      carrier: 'UPS',
      trackingReference: '1Z999',
      expectedArrival: '2026-03-06',
      deliveredAt: null,
      kitsReceived: null,
    } as KitOrder;
    expect(shippingFacts(request, english).map((f) => f.label)).toEqual(['Shipped', 'Carrier', 'Tracking reference', 'Expected arrival']);
    expect(shippingFacts(request, english)[3]!.value).toBe('03/06/2026');
    // In an order's own details (the staff side) the same facts are written as details.
    expect(shippingFacts(request, english, 'detail')[3]!.value).toBe('06 Mar 2026');
    const delivered = { ...request, status: 'Delivered', deliveredAt: '2026-03-05T15:00:00.000Z', kitsReceived: 4 } as KitOrder;
    expect(
      shippingFacts(delivered, english)
        .map((f) => `${f.label}: ${f.value}`)
        .slice(-2),
    ).toEqual(['Delivered: 03/05/2026', 'Kits received: 4']);
    expect(shippingFacts(checkout, english)).toEqual([]);
  });
});
