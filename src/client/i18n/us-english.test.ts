import { describe, expect, it } from 'vitest';
import { usDollars, usInteger, usMonthShort } from './us-english';

// The Intl-free US English must write exactly what Intl writes.
const numbers = [0, 1, 7, 12, 999, 1000, 1200, 9999, 12_345, 100_000, 1_234_567, 98_765_432_100, -1, -1200, -0];

describe('US English without Intl', () => {
  it('writes whole numbers as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of numbers) expect(usInteger(value), String(value)).toBe(intl.format(value));
    expect(usInteger(1.5)).toBeNull();
  });

  it('writes cents as the dashboard’s Intl currency formats do', () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    for (const value of [...numbers.filter((n) => !Object.is(n, -0)), 5, 50, 1250, 4_850_000, 4_850_001, -1250, 123_456_789])
      expect(usDollars(value), String(value)).toBe(value % 100 === 0 ? whole.format(value / 100) : cents.format(value / 100));
    expect(usDollars(12.5)).toBeNull();
  });

  it('names the months as Intl.DateTimeFormat does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) expect(usMonthShort(month)).toBe(intl.format(new Date(Date.UTC(2026, month - 1, 15))));
  });
});
