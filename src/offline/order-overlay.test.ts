// A waiting Return Date move shows on the order at once: the new day, Overdue worked out again by
// the contract's rule, and the version the next move names counts the changes still waiting.
import { describe, expect, it } from 'vitest';
import { NO_PENDING_ORDER_CHANGES, nextOrderVersion, orderWithPending } from './order-overlay';

const TODAY = '2099-03-10';
const overdueCheckout = {
  kind: 'checkout' as const,
  status: 'Active' as const,
  returnDate: '2099-03-03',
  kitsOutstanding: 2,
  overdue: true,
  version: 3,
};

describe('orderWithPending', () => {
  it('moves the Return Date and clears Overdue when the new day is ahead', () => {
    expect(orderWithPending(overdueCheckout, { returnDate: '2099-03-17', waiting: 1 }, 0, TODAY)).toMatchObject({
      returnDate: '2099-03-17',
      overdue: false,
    });
  });

  it('stays overdue when the waiting day has passed too, and not when every kit waits to be returned', () => {
    expect(orderWithPending(overdueCheckout, { returnDate: '2099-03-05', waiting: 1 }, 0, TODAY).overdue).toBe(true);
    expect(orderWithPending(overdueCheckout, NO_PENDING_ORDER_CHANGES, 2, TODAY).overdue).toBe(false);
  });

  it('leaves the order as the server sent it when nothing waits', () => {
    expect(orderWithPending(overdueCheckout, NO_PENDING_ORDER_CHANGES, 0, TODAY)).toBe(overdueCheckout);
  });
});

describe('nextOrderVersion', () => {
  it('counts each waiting change of the order, so a second move queued offline is not stale', () => {
    expect(nextOrderVersion(3, NO_PENDING_ORDER_CHANGES)).toBe(3);
    expect(nextOrderVersion(3, { returnDate: '2099-03-17', waiting: 2 })).toBe(5);
  });
});
