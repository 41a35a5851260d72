import { Grid, Paper, Stack, Title } from '@mantine/core';
import { notFound } from '@tanstack/react-router';
import { useId } from 'react';
import { PageBreadcrumbs } from '@/shared/ui/page-breadcrumbs';
import { accountMenuEntryOf, isAccountSlug } from './account-slugs';
import { AccountMenuNav } from './components/account-menu-nav';
import { ChangePasswordForm } from './components/change-password-form';
import { ProfileView } from './components/profile-view';

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
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs" radius="md">
            <AccountMenuNav current={slug} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={titleId}>
            <Stack gap="lg">
              <Title order={1} size="h3" id={titleId}>
                {entry.title}
              </Title>
              {slug === 'view-profile' ? <ProfileView /> : <ChangePasswordForm />}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
