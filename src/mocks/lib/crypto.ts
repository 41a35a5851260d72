/** WebCrypto helpers that work the same in the browser and in Node 20 (global `crypto`). */

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The HS256 key of `secret`, imported on first use and kept. A WebCrypto key rather than raw bytes:
 * under jsdom, jose rejects a Uint8Array from the other realm ("Received an instance of Uint8Array"),
 * while a CryptoKey works everywhere.
 */
export function hmacKeyOf(secret: string): () => Promise<CryptoKey> {
  let key: Promise<CryptoKey> | null = null;
  return () =>
    (key ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
}

/** Hex of `byteCount` random bytes: session ids, recovery ids, salts. */
export function randomHex(byteCount: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** A uniformly random numeric code of `length` digits (leading zeros kept). */
export function randomNumericCode(length: number): string {
  const digits: string[] = [];
  const buffer = new Uint8Array(1);
  while (digits.length < length) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 255;
    // Reject 250..255 so every digit is equally likely.
    if (value < 250) digits.push(String(value % 10));
  }
  return digits.join('');
}

/** PBKDF2-HMAC-SHA256 with the contract's iterations ("Password policy and storage"), 256 bits out. */
export const PBKDF2_ITERATIONS = 600_000;

/**
 * Derived hashes of this process, by salt and a digest of the password: the mock derives each one
 * with the contract's full cost once, and tests that sign in with the same password hundreds of
 * times do not pay it again. It lives in memory only, is bounded, and changes no answer (a cached
 * hash is the same hash); the timing of an unknown account stays that of a known one, both cached
 * or both not. A real server keeps no such memo. The seed's hashes, derived when they were written
 * (db/seed.ts), start in it.
 */
const derived = new Map<string, Promise<string>>();
const DERIVED_KEPT = 500;
const remembered: Promise<void>[] = [];

async function memoKey(password: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return `${salt}:${toHex(new Uint8Array(digest))}`;
}

/** PBKDF2-HMAC-SHA256(password, salt) at the contract's cost, every time (no memo). */
export async function derivePasswordHash(password: string, salt: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations: PBKDF2_ITERATIONS },
    key,
    256,
  );
  return toHex(new Uint8Array(bits));
}

/** Puts a hash derived elsewhere (at the contract's cost) into the memo. */
export function rememberPasswordHash(password: string, salt: string, hash: string): void {
  remembered.push(memoKey(password, salt).then((key) => void derived.set(key, Promise.resolve(hash))));
}

/** Hex of PBKDF2-HMAC-SHA256(password, salt). */
export async function hashPassword(password: string, salt: string): Promise<string> {
  await Promise.all(remembered);
  const key = await memoKey(password, salt);
  let hash = derived.get(key);
  if (!hash) {
    if (derived.size >= DERIVED_KEPT) derived.delete(derived.keys().next().value ?? '');
    hash = derivePasswordHash(password, salt);
    derived.set(key, hash);
  }
  return hash;
}

/** A new salt and the hash of `password` with it. */
export async function createPasswordHash(password: string): Promise<{ passwordSalt: string; passwordHash: string }> {
  const passwordSalt = randomHex(16);
  return { passwordSalt, passwordHash: await hashPassword(password, passwordSalt) };
}

/** Constant-time comparison of two equal-length hex strings. */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export async function verifyPassword(
  password: string,
  user: { passwordSalt: string; passwordHash: string },
): Promise<boolean> {
  return safeEqual(await hashPassword(password, user.passwordSalt), user.passwordHash);
}

let dummy: Promise<{ passwordSalt: string; passwordHash: string }> | null = null;

/**
 * A hash of a random password, made once: an identifier that names no account is checked against
 * it, so a sign-in for an unknown user costs the same hash as one for a real user (contract:
 * "Abuse controls"; timing does not tell which exist).
 */
export function dummyCredentials(): Promise<{ passwordSalt: string; passwordHash: string }> {
  dummy ??= createPasswordHash(randomHex(16));
  return dummy;
}
