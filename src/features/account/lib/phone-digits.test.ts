import { describe, expect, it } from 'vitest';
import { phoneToInteger, toPhoneDigits } from './phone-digits';

describe('toPhoneDigits', () => {
  it.each([
    ['5551234567', '5551234567'],
    ['(555) 123-4567', '5551234567'],
    ['+1 555 abc', '1555'],
    ['no digits', ''],
    ['', ''],
  ])('keeps only the digits of %j', (input, expected) => {
    expect(toPhoneDigits(input)).toBe(expected);
  });

  it('keeps fewer than 11 digits', () => {
    expect(toPhoneDigits('12345678901234')).toBe('1234567890');
    expect(toPhoneDigits('555-123-45678')).toHaveLength(10);
  });
});

describe('phoneToInteger', () => {
  it('sends the digits as an integer', () => {
    expect(phoneToInteger('5551234567')).toBe(5551234567);
    expect(Number.isInteger(phoneToInteger('42'))).toBe(true);
  });

  it('sends null for an empty phone', () => {
    expect(phoneToInteger('')).toBeNull();
  });

  it('never sends more than 10 digits', () => {
    expect(phoneToInteger('99999999999')).toBe(9999999999);
  });
});
