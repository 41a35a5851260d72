import { rememberPasswordHash } from '../lib/crypto';
import type { MockDbState, MockUser } from './types';

/** The password every demo account starts with. */
export const DEMO_PASSWORD = 'Portal#2024';

/**
 * The seeded accounts. Tests and the mock tools panel rely on these exact values. Each one's salt is
 * fixed and its hash is PBKDF2 of DEMO_PASSWORD with it at the contract's cost, derived once when it
 * was written (seed.test.ts derives it again): a fresh mock backend, which every browser test and
 * every reset starts from, then derives nothing (two derivations were about half a second of CPU per
 * browser context). A password the user changes gets a random salt, as before.
 */
export const SEED_USERS: readonly MockUser[] = [
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
    passwordSalt: '254bb7f52ad39213a413f32f75a95e04',
    passwordHash: 'd7e78046a5c9346bf1ea187e49ec9166723e961e0bb23d3161391fd203d3efd8',
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
    passwordSalt: 'bc3d7ce248efbc93c011706e84b59f13',
    passwordHash: 'ae7e29cdd86691e391b9664c01c89d1cf5553edb08f96e7d8ce40c123437445f',
  },
];

// The demo password checks against the seed without deriving it again (the memo of lib/crypto.ts).
for (const user of SEED_USERS) rememberPasswordHash(DEMO_PASSWORD, user.passwordSalt, user.passwordHash);

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

/** A fresh state: the demo users with their salted password hashes, nothing else. */
export async function createSeedState(): Promise<MockDbState> {
  return {
    version: 4,
    users: SEED_USERS.map((user) => ({ ...user })),
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
