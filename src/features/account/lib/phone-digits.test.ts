import { describe, expect, it } from 'vitest';
import { accountTexts } from '../constants';
import { formatPhoneForDisplay, phoneProblem, phoneToInteger, toPhoneDigits } from './phone-digits';

describe('toPhoneDigits', () => {
  it.each([
    ['555-123-4567', '5551234567'],
    ['(555) 123 4567', '5551234567'],
    ['', ''],
  ])('keeps the digits of %j', (input, expected) => {
    expect(toPhoneDigits(input)).toBe(expected);
  });

  it('cuts nothing: an 11-digit number keeps its 11 digits, for phoneProblem to refuse', () => {
    expect(toPhoneDigits('+1 (555) 987-6543')).toBe('15559876543');
  });
});

describe('phoneProblem (R5.4: digits only, fewer than 11)', () => {
  it.each(['5559876543', '(555) 987-6543', '555.987.6543', '', '42'])('accepts %j', (input) => {
    expect(phoneProblem(input)).toBeNull();
  });

  it('refuses 11 digits or more, saying how many were typed', () => {
    expect(phoneProblem('+1 (555) 987-6543')).toBe(accountTexts.phoneTooManyDigits(11));
    expect(phoneProblem('12345678901234')).toBe(accountTexts.phoneTooManyDigits(14));
  });

  it('refuses letters and other signs', () => {
    expect(phoneProblem('555-CALL-NOW')).toBe(accountTexts.phoneNotDigits);
    expect(phoneProblem('555#123')).toBe(accountTexts.phoneNotDigits);
  });
});

describe('phoneToInteger', () => {
  it('sends the digits as an integer', () => {
    expect(phoneToInteger('(555) 123-4567')).toBe(5551234567);
    expect(Number.isInteger(phoneToInteger('42'))).toBe(true);
  });

  it('sends null for an empty field', () => {
    expect(phoneToInteger('')).toBeNull();
  });
});

describe('formatPhoneForDisplay (design review m7)', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['1234567', '1234567'],
    ['', ''],
  ])('shows %j as %j', (digits, shown) => {
    expect(formatPhoneForDisplay(digits)).toBe(shown);
  });
});
