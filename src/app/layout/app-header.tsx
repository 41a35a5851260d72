import { AppShell, Burger, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '@/shared/session/user';
import { initialsOf } from '@/shared/session/user-names';
import { HOME_PATH } from './constants';
import { UserAvatar } from '@/shared/ui/user-avatar';

const LOGO_URL = `${import.meta.env.BASE_URL}shell/logo.svg`;
/** The square product icon stands in for the wide logo on phones. */
const ICON_URL = `${import.meta.env.BASE_URL}product-icon.svg`;

/** The avatar button's name; it starts with the initials when they are what the button shows. */
export function accountButtonLabel(user: SessionUser): string {
  const initials = initialsOf(user.fname, user.lname);
  return user.picture || !initials ? 'Open account panel' : `${initials}, open account panel`;
}

/**
 * The header (spec section 2): the logo linking home, the current page title, "Hello" plus the first
 * name, and the avatar that opens the account panel. Phones also get the burger for the navigation.
 */
export function AppHeader({
  user,
  pageTitle,
  navigationOpened,
  onToggleNavigation,
  onOpenAccountPanel,
}: {
  user: SessionUser | null;
  pageTitle: string;
  navigationOpened: boolean;
  onToggleNavigation: () => void;
  onOpenAccountPanel: () => void;
}) {
  return (
    <AppShell.Header px="sm">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Burger
            opened={navigationOpened}
            onClick={onToggleNavigation}
            hiddenFrom="sm"
            size="sm"
            aria-label={navigationOpened ? 'Close navigation' : 'Open navigation'}
          />
          <Link to={HOME_PATH} aria-label="Carrier Analytics Portal" style={{ display: 'flex', flexShrink: 0 }}>
            <Image src={LOGO_URL} alt="" h={32} w="auto" fit="contain" visibleFrom="sm" />
            <Image src={ICON_URL} alt="" h={32} w={32} hiddenFrom="sm" />
          </Link>
          <Text fw={600} size="lg" truncate="end">
            {pageTitle}
          </Text>
        </Group>
        {user && (
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              Hello {user.fname}
            </Text>
            <UnstyledButton onClick={onOpenAccountPanel} aria-label={accountButtonLabel(user)} aria-haspopup="dialog">
              <UserAvatar user={user} />
            </UnstyledButton>
          </Group>
        )}
      </Group>
    </AppShell.Header>
  );
}
