import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from '@contract/order-number';

describe('order numbers', () => {
  it('formats as K- and the number', () => {
    expect(formatOrderNumber(1042)).toBe('K-1042');
  });

  it.each([
    ['K-1042', 1042],
    ['k1042', 1042],
    ['1042', 1042],
    [' K - 1042 ', 1042],
    ['#1042', 1042],
  ])('reads %j as %d', (text, value) => {
    expect(parseOrderNumber(text)).toBe(value);
  });

  it.each(['', 'K-', 'K-10x', 'order 1042', '1042a', '0', 'K-1234567890', '-1042'])('refuses %j', (text) => {
    expect(parseOrderNumber(text)).toBeNull();
  });

  it('reads back what it formats', () => {
    for (const n of [1001, 1042, 999_999]) expect(parseOrderNumber(formatOrderNumber(n))).toBe(n);
  });
});
