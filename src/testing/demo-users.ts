import type { SessionUser } from '@/shared/user/user';

/**
 * The seeded demo users as the app sees them after sign-in. One copy for unit tests and stories
 * (browser-safe: no test-library imports); the values match the mock backend's seed, except that
 * neither has a picture here (the seed gives Morgan one).
 */
export const demoUser: SessionUser = {
  id: 1,
  company: 'Evergreen Life',
  username: 'javery',
  fname: 'Jordan',
  lname: 'Avery',
  role: 'Agent',
  email: 'jordan.avery@example.com',
  phone: '5551234567',
  picture: null,
};

export const demoManager: SessionUser = {
  id: 2,
  company: 'Evergreen Life',
  username: 'mlee',
  fname: 'Morgan',
  lname: 'Lee',
  role: 'Sales Manager',
  email: 'morgan.lee@example.com',
  phone: null,
  picture: null,
};
