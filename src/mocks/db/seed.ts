import { createPasswordHash } from '../lib/crypto';
import type { MockDbState, MockUser } from './types';

/** The password every demo account starts with. */
export const DEMO_PASSWORD = 'Portal#2024';

type SeedUser = Omit<MockUser, 'passwordSalt' | 'passwordHash'>;

/** The seeded accounts. Tests and the mock tools panel rely on these exact values. */
export const SEED_USERS: readonly SeedUser[] = [
  {
    id: 1,
    username: 'javery',
    email: 'jordan.avery@example.com',
    fname: 'Jordan',
    lname: 'Avery',
    role: 'Agent',
    company: 'Evergreen Life',
    phone: '5551234567',
    picture: null,
  },
  {
    id: 2,
    username: 'mlee',
    email: 'morgan.lee@example.com',
    fname: 'Morgan',
    lname: 'Lee',
    role: 'Sales Manager',
    company: 'Evergreen Life',
    phone: null,
    picture: '/mock-avatars/mlee.svg',
  },
];

/** What the mock tools panel lists: how to sign in as each demo user. */
export interface DemoAccount {
  username: string;
  email: string | null;
  password: string;
  name: string;
  role: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = SEED_USERS.map((user) => ({
  username: user.username,
  email: user.email,
  password: DEMO_PASSWORD,
  name: `${user.fname} ${user.lname}`,
  role: user.role,
}));

/**
 * Each demo user's salted hash, derived once per page or process: PBKDF2 at the contract's cost takes
 * a noticeable time, and a reset (after every test) would otherwise derive them again.
 */
const seedCredentials = new Map<number, ReturnType<typeof createPasswordHash>>();

/** A fresh state: the demo users with their salted password hashes, nothing else. */
export async function createSeedState(): Promise<MockDbState> {
  const users = await Promise.all(
    SEED_USERS.map(async (user) => {
      const credentials = seedCredentials.get(user.id) ?? createPasswordHash(DEMO_PASSWORD);
      seedCredentials.set(user.id, credentials);
      return { ...user, ...(await credentials) };
    }),
  );
  return {
    version: 4,
    users,
    sessions: [],
    recoveries: [],
    pictures: [],
    failures: [],
    inbox: [],
    activity: [],
    savedViews: [],
    faults: {},
  };
}
