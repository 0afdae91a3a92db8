import { describe, expect, it } from 'vitest';
import { daysBetween, formatDate, formatDay, formatLongDay, plural, relativeDays } from './dates';

describe('dates as the product shows them', () => {
  it('writes calendar days as MM/DD/YYYY and DD MMM YYYY, never shifted by time zone', () => {
    expect(formatDay('2026-03-07')).toBe('03/07/2026');
    expect(formatDay('2026-12-31')).toBe('12/31/2026');
    expect(formatLongDay('2026-03-07')).toBe('07 Mar 2026');
    expect(formatLongDay('2099-12-31')).toBe('31 Dec 2099');
  });

  it('writes a day by the place it is shown in: lists MM/DD/YYYY, details DD MMM YYYY', () => {
    expect(formatDate('2026-11-10', 'list')).toBe('11/10/2026');
    expect(formatDate('2026-11-10', 'detail')).toBe('10 Nov 2026');
    // The day of an ISO instant's own prefix; a locale's month names replace the English ones.
    expect(formatDate('2026-11-10T09:30:00.000Z', 'list')).toBe('11/10/2026');
    expect(formatDate('2026-11-10', 'detail', (month) => ['janv.', 'févr.'][month - 1] ?? `m${month}`)).toBe('10 m11 2026');
    expect(formatDate('2026-02-03', 'detail', (month) => ['janv.', 'févr.'][month - 1] ?? `m${month}`)).toBe('03 févr. 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('soon', 'detail')).toBe('soon');
    expect(formatDay('soon')).toBe('soon');
  });

  it('counts whole days between calendar days, across month and year ends', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3);
  });

  it('says how long ago in words', () => {
    const now = new Date(2026, 2, 10, 12, 0);
    expect(relativeDays(new Date(2026, 2, 10, 8, 0).toISOString(), now)).toBe('today');
    expect(relativeDays(new Date(2026, 2, 9, 23, 0).toISOString(), now)).toBe('yesterday');
    expect(relativeDays(new Date(2026, 2, 7, 9, 0).toISOString(), now)).toBe('3 days ago');
  });

  it('pluralises counts', () => {
    expect(plural(1, 'kit')).toBe('1 kit');
    expect(plural(0, 'kit')).toBe('0 kits');
    expect(plural(6, 'kit')).toBe('6 kits');
  });
});
