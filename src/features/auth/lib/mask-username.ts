const STARS = '*****';

/**
 * The display of the username field while it is not focused (spec section 2): the first two and
 * last two characters with five stars between. Shorter than five characters, showing four would
 * show (nearly) the whole name, so such names are shown as stars only.
 */
export function maskUsername(username: string): string {
  if (username === '') return '';
  const characters = Array.from(username); // by code point, so an emoji is never cut in half
  if (characters.length < 5) return STARS;
  return `${characters.slice(0, 2).join('')}${STARS}${characters.slice(-2).join('')}`;
}
