import { describe, expect, it } from 'vitest';
import { derivePasswordHash, verifyPassword } from '../lib/crypto';
import { DEMO_PASSWORD, SEED_USERS } from './seed';

describe('the seed', () => {
  // The memo starts with these hashes, so nothing else would notice a wrong one: derive them again.
  // A derivation is a quarter of a second of CPU; on a machine loaded twenty times over it is many
  // seconds, hence a minute's time-out.
  it.each(SEED_USERS.map((user) => [user.username, user] as const))(
    "stores %s's hash as PBKDF2 of the demo password with its own salt, at the contract's cost",
    { timeout: 60_000 },
    async (_username, user) => {
      expect(await derivePasswordHash(DEMO_PASSWORD, user.passwordSalt)).toBe(user.passwordHash);
    },
  );

  it('gives every account a salt of its own', () => {
    expect(new Set(SEED_USERS.map((user) => user.passwordSalt)).size).toBe(SEED_USERS.length);
  });

  it('checks the demo password, and no other, against a seeded account', async () => {
    const [user] = SEED_USERS;
    expect(await verifyPassword(DEMO_PASSWORD, user!)).toBe(true);
    expect(await verifyPassword(`${DEMO_PASSWORD}!`, user!)).toBe(false);
  });
});
