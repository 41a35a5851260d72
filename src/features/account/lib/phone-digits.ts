import { PHONE_MAX_DIGITS } from '../constants';

/** What the phone field keeps of what was typed or pasted: digits only, at most 10 of them. */
export function toPhoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/** The phone as the API wants it: an integer, or null when the field is empty. */
export function phoneToInteger(digits: string): number | null {
  const kept = toPhoneDigits(digits);
  return kept === '' ? null : Number(kept);
}
