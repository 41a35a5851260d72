import { Button, Divider, NavLink, Stack, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Suspense, useId, useState } from 'react';
import { accountMenuEntries, type AccountMenuEntry } from '@/features/account';
import { SignOutConfirmation } from '@/features/auth';
import { useCurrentUserWithContact } from '@/session/signed-in';
import type { SessionUser } from '@/shared/user/user';
import { fullNameOf } from '@/shared/user/user-names';
import { ColorSchemeChoice } from './color-scheme-choice';
import { ACCOUNT_PANEL_WIDTH } from './constants';
import { SideDrawer } from './side-drawer';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { openedWithPointer } from '@/shared/ui/pointer-open';

function AccountMenuLink({ entry, onNavigate }: { entry: AccountMenuEntry | undefined; onNavigate: () => void }) {
  if (!entry) return null;
  const EntryIcon = entry.icon;
  return (
    <NavLink
      component={Link}
      to={entry.url}
      label={entry.title}
      leftSection={<EntryIcon size={18} stroke={1.6} aria-hidden />}
      onClick={onNavigate}
    />
  );
}

/**
 * The side panel the avatar opens (R2.22): who is signed in (name, e-mail and company), an Account section with the
 * profile link, a Security Settings section with the change-password link, and Sign Out, which asks
 * for confirmation first.
 */
export function AccountPanel({ user, opened, onClose }: { user: SessionUser; opened: boolean; onClose: () => void }) {
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const [confirmByPointer, setConfirmByPointer] = useState(false);
  const profile = accountMenuEntries.find((entry) => entry.slug === 'view-profile');
  const changePassword = accountMenuEntries.find((entry) => entry.slug === 'change-password');
  const fullName = fullNameOf(user.fname, user.lname) || user.username;
  // The e-mail is known once the server's userInfo is (after a start from the stored token, not before).
  const contact = useCurrentUserWithContact().user;
  const accountHeadingId = useId();
  const securityHeadingId = useId();

  return (
    <>
      <SideDrawer
        opened={opened}
        onClose={onClose}
        position="right"
        size={ACCOUNT_PANEL_WIDTH}
        floating
        title={fullName}
        // Who is signed in, as an identity block (the thirteenth grade): the full name is the panel's title, said once
        // (design review m3), with the e-mail (once the server has said it) and the company (R2.22) under it.
        identity={{ avatar: <UserAvatar user={user} size={40} />, details: [contact?.email ?? '', user.company] }}
        closeLabel="Close account panel"
      >
        <Stack gap="md">
          <Divider />
          <section aria-labelledby={accountHeadingId}>
            <Title order={3} size="h6" id={accountHeadingId} mb={4}>
              Account
            </Title>
            <AccountMenuLink entry={profile} onNavigate={onClose} />
          </section>
          <section aria-labelledby={securityHeadingId}>
            <Title order={3} size="h6" id={securityHeadingId} mb={4}>
              Security Settings
            </Title>
            <AccountMenuLink entry={changePassword} onNavigate={onClose} />
          </section>
          <ColorSchemeChoice />
          <Divider />
          {/* A secondary button (review p8): signing out is harmless and asks first, so not the panel's loudest thing. */}
          <Button
            variant="default"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={(event) => {
              setConfirmByPointer(openedWithPointer(event));
              setConfirmingSignOut(true);
            }}
          >
            Sign Out
          </Button>
        </Stack>
      </SideDrawer>
      {/* The confirmation's code loads with the panel; nothing shows until it is asked for. */}
      <Suspense fallback={null}>
        <SignOutConfirmation
          opened={confirmingSignOut}
          onClose={() => setConfirmingSignOut(false)}
          withPointer={confirmByPointer}
        />
      </Suspense>
    </>
  );
}
