import { PHONE_MAX_DIGITS, accountTexts } from '../constants';

/** What may be typed besides digits: a number's usual punctuation, which the field leaves out. */
const PUNCTUATION = /[\s().+-]/g;

/** The digits of what was typed or pasted (R5.4: the phone keeps only digits). */
export function toPhoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * Why the typed phone cannot be saved, or null when it can: something other than digits and a
 * number's punctuation, or 11 digits or more (R5.4). The field keeps what was typed meanwhile, so a
 * formatted number is never cut short and saved wrong.
 */
export function phoneProblem(input: string): string | null {
  if (/\D/.test(input.replace(PUNCTUATION, ''))) return accountTexts.phoneNotDigits;
  const digits = toPhoneDigits(input);
  if (digits.length > PHONE_MAX_DIGITS) return accountTexts.phoneTooManyDigits(digits.length);
  return null;
}

/** The phone as the API wants it: an integer, or null when the field is empty. */
export function phoneToInteger(input: string): number | null {
  const digits = toPhoneDigits(input);
  return digits === '' ? null : Number(digits);
}

/**
 * A saved phone as people read it (design review m7): ten digits grouped as "(555) 123-4567", any
 * other length as stored. For display only; the field and the API keep the digits (R5.4).
 */
export function formatPhoneForDisplay(digits: string): string {
  const parts = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : digits;
}
