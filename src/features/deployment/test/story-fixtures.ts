import type { SessionUser } from '@/shared/session/user';
import { demoUser } from '@/test/demo-users';

/** The seeded demo user as stories sign him in. */
export const jordanAvery: SessionUser = demoUser;

/** A small inline picture, so stories never reach the network for an avatar. */
export const avatarPicture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#a5d8ff"/>' +
      '<circle cx="32" cy="25" r="12" fill="#1864ab"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#1864ab"/></svg>',
  );
