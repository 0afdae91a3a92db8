import { describe, expect, it } from 'vitest';
import { readTypedNumber, showTypedNumber } from './typed-number';

describe('readTypedNumber', () => {
  it('reads the number as typed, sign included', () => {
    expect(readTypedNumber('7')).toBe(7);
    expect(readTypedNumber(' 12 ')).toBe(12);
    expect(readTypedNumber('-1')).toBe(-1);
    expect(readTypedNumber('−3')).toBe(-3);
    expect(readTypedNumber('1.5')).toBe(1.5);
    expect(readTypedNumber('1000')).toBe(1000);
  });

  it('never turns other text into a number', () => {
    expect(readTypedNumber('-')).toBeNaN();
    expect(readTypedNumber('1-')).toBeNaN();
    expect(readTypedNumber('1e2')).toBeNaN();
    expect(readTypedNumber('abc')).toBeNaN();
    expect(readTypedNumber('0x10')).toBeNaN();
  });

  it('an empty field holds nothing', () => {
    expect(readTypedNumber('')).toBeNull();
    expect(readTypedNumber('  ')).toBeNull();
  });
});

describe('showTypedNumber', () => {
  it('shows numbers and nothing for an empty value', () => {
    expect(showTypedNumber(4)).toBe('4');
    expect(showTypedNumber(null)).toBe('');
    expect(showTypedNumber(Number.NaN)).toBe('');
  });
});
