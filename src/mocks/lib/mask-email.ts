/** Stars between the kept start of the local part and the `@`; fixed so the mask hides the length. */
const MASK = '*********';

/**
 * Masks an e-mail as the contract says: its first 2 characters, 9 stars, `@` and the domain
 * (`jordan.avery@example.com` gives `jo*********@example.com`), lower-cased, so letter case never tells a
 * decoy from an account. A local part of 1 or 2 characters keeps 1.
 */
export function maskEmail(address: string): string {
  const email = address.toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 1) return `${[...email].slice(0, 2).join('')}${MASK}`;
  // Code points, not UTF-16 units: the kept start never splits a character (contract: "Text").
  const local = [...email.slice(0, at)];
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep).join('')}${MASK}${email.slice(at)}`;
}
