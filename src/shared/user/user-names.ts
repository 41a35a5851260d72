/** The avatar's fallback: the initials of first and last name, upper-cased ("Jordan Avery" -> "JA"). */
export function initialsOf(firstName: string, lastName: string): string {
  const first = Array.from(firstName.trim())[0] ?? '';
  const last = Array.from(lastName.trim())[0] ?? '';
  return `${first}${last}`.toUpperCase();
}

/** First and last name as one display name, without stray spaces when one is missing. */
export function fullNameOf(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
