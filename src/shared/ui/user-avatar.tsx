import { Avatar, type AvatarProps } from '@mantine/core';
import type { SessionUser } from '@/shared/user/user';
import { fullNameOf, initialsOf } from '@/shared/user/user-names';

/** The user's picture, or the initials of first and last name when there is none (or it fails to load). */
export function UserAvatar({ user, ...props }: { user: SessionUser } & Omit<AvatarProps, 'src' | 'alt' | 'children'>) {
  const name = fullNameOf(user.fname, user.lname);
  return (
    <Avatar src={user.picture} alt={name || user.username} variant="filled" color="blue.8" radius="xl" {...props}>
      {initialsOf(user.fname, user.lname)}
    </Avatar>
  );
}
