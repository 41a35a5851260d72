import { IconLock, IconUserCircle, type Icon } from '@tabler/icons-react';

/** An entry of the account menu (R3.8): title, url, icon. */
export interface AccountMenuEntry {
  title: string;
  url: '/account/view-profile' | '/account/change-password';
  slug: 'view-profile' | 'change-password';
  icon: Icon;
}

export const accountMenuEntries: readonly AccountMenuEntry[] = [
  { title: 'Your Profile', url: '/account/view-profile', slug: 'view-profile', icon: IconUserCircle },
  { title: 'Change Password', url: '/account/change-password', slug: 'change-password', icon: IconLock },
];
