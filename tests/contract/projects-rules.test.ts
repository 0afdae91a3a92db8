import { describe, expect, it } from 'vitest';
import { countBelowCheckedOut, kitMessages, kitsRequestable } from '../../src/contract/projects';

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
