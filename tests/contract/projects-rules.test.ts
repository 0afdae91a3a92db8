import { describe, expect, it } from 'vitest';
import {
  countBelowCheckedOut,
  earliestStartDate,
  groupSizeThatFits,
  isScheduled,
  kitMessages,
  kitsAvailable,
  kitsRequestable,
} from '@contract/projects';

describe('kit counts below the kits out on checkouts', () => {
  it('refuses a count below the kits out, with the reason, and accepts the kits out or more', () => {
    expect(countBelowCheckedOut(2, 6)).toBe(kitMessages.countBelowCheckedOut(6));
    expect(kitMessages.countBelowCheckedOut(6)).toContain('6 kits are out on checkouts');
    expect(countBelowCheckedOut(6, 6)).toBeNull();
    expect(countBelowCheckedOut(0, 0)).toBeNull();
  });

  it('never makes room for requests when the count is below the kits out', () => {
    // "Kits on hand 2 · Checked out 6" may request 4 more, not 8.
    expect(kitsRequestable({ kitsOnHand: 2, kitsCheckedOut: 6, kitsRequested: 0 })).toBe(4);
    expect(kitsRequestable({ kitsOnHand: 8, kitsCheckedOut: 6, kitsRequested: 1 })).toBe(1);
    expect(kitsRequestable({ kitsOnHand: 0, kitsCheckedOut: 0, kitsRequested: 0 })).toBe(10);
  });
});

describe('scheduled checkouts and how far back a start date may be', () => {
  it('a checkout is Scheduled while its Start Date is ahead, Active from that day', () => {
    const order = { kind: 'checkout' as const, status: 'Active' as const, startDate: '2026-12-01' };
    expect(isScheduled(order, '2026-11-30')).toBe(true);
    expect(isScheduled(order, '2026-12-01')).toBe(false);
    expect(isScheduled({ ...order, status: 'Returned' }, '2026-11-30')).toBe(false);
    expect(isScheduled({ ...order, kind: 'request', startDate: null }, '2026-11-30')).toBe(false);
  });

  it('kits booked by scheduled checkouts are not available, and not checked out', () => {
    expect(kitsAvailable({ kitsOnHand: 8, kitsCheckedOut: 2, kitsScheduled: 3 })).toBe(3);
  });

  it('the earliest Start Date is 30 days before today, across month and year ends', () => {
    expect(earliestStartDate('2026-11-26')).toBe('2026-10-27');
    expect(earliestStartDate('2026-01-15')).toBe('2025-12-16');
    expect(earliestStartDate('2024-03-30')).toBe('2024-02-29');
  });
});

describe('the group size that fits the kits available', () => {
  it('names the most hands-on group size that fits, or none', () => {
    expect(groupSizeThatFits(4, 4)).toBe('one-to-one');
    expect(groupSizeThatFits(20, 10)).toBe('pairs');
    expect(groupSizeThatFits(20, 7)).toBe('group-of-three');
    expect(groupSizeThatFits(20, 6)).toBeNull();
    expect(groupSizeThatFits(4, 0)).toBeNull();
  });
});
