const STARS = '*****';

/**
 * The display of the username field while it is not focused (R2.11): the first two and
 * last two characters with five stars between, for a name of any length, as R2.11 gives it (a
 * name of four characters or fewer shows all its characters around the stars: "ml*****ee").
 */
export function maskUsername(username: string): string {
  if (username === '') return '';
  const characters = Array.from(username); // by code point, so an emoji is never cut in half
  return `${characters.slice(0, 2).join('')}${STARS}${characters.slice(-2).join('')}`;
}
