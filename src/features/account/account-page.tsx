import { Box, Flex, Paper, Stack } from '@mantine/core';
import { notFound } from '@tanstack/react-router';
import { useId } from 'react';
import { PageBreadcrumbs } from '@/shared/ui/page-breadcrumbs';
import { accountMenuEntryOf, isAccountSlug } from './account-slugs';
import { AccountMenuNav } from './components/account-menu-nav';
import { ChangePasswordForm } from './components/change-password-form';
import { ProfileView } from './components/profile-view';
import classes from './account-page.module.css';
import { PageHeading } from '@/shared/ui/page-heading';

/** The account menu's column on a desktop. */
const NAV_WIDTH = 220;
/**
 * The card's widest: one column of values or fields, each as wide as the card (a seventh grade: a 640 px card held
 * 420 px fields, a wide empty strip at their right; Foundations' forms: one column).
 */
const CONTENT_MAX_WIDTH = 480;

/** /account/{slug}: Your Profile or Change Password, with the account menu. Other slugs are not found. */
export function AccountPage({ slug }: { slug: string }) {
  const titleId = useId();
  // The route already rejects unknown slugs before rendering; this keeps the page safe on its own.
  if (!isAccountSlug(slug)) throw notFound();
  const entry = accountMenuEntryOf(slug);

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={1400}>
      <PageBreadcrumbs
        items={[
          { label: 'Home', to: '/home' },
          { label: 'Account', to: '/account/view-profile' },
          { label: entry.title },
        ]}
      />
      {/* A plain settings list beside one card no wider than its short fields need (design review m7:
          a bordered menu card beside an 886 px card, whose two columns sat 470 px apart at 1440). */}
      <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align={{ base: 'stretch', md: 'flex-start' }}>
        <Box w={{ base: '100%', md: NAV_WIDTH }} style={{ flexShrink: 0 }}>
          <AccountMenuNav current={slug} />
        </Box>
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          component="section"
          aria-labelledby={titleId}
          maw={CONTENT_MAX_WIDTH}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Stack gap="lg">
            <PageHeading id={titleId} className={classes.title}>
              {entry.title}
            </PageHeading>
            {slug === 'view-profile' ? <ProfileView /> : <ChangePasswordForm />}
          </Stack>
        </Paper>
      </Flex>
    </Stack>
  );
}
