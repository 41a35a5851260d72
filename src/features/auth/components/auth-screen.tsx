import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { AUTH_SCREEN_TITLES, BRAND_PANEL_TEXT } from '../constants';
import { appUrl } from '@/shared/browser/browser-navigation';
import classes from './auth-screen.module.css';
// Only /forgot-password needs the four recovery steps: they load on demand, off the sign-in page.
const ForgotPasswordFlow = lazy(() =>
  import('./forgot-password/forgot-password-flow').then((module) => ({ default: module.ForgotPasswordFlow })),
);
import { LoginForm } from './login-form';
import { StartupCheckNotice } from './startup-check-notice';

export type AuthScreenMode = keyof typeof AUTH_SCREEN_TITLES;

const PRODUCT_NAME = 'Carrier Analytics Portal';

/**
 * The frame of the authentication screens: brand panel (on desktops: the product, what it gives, for
 * whom), card, product name and heading.
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.screen}>
      <div className={classes.brand} aria-hidden>
        <p className={classes.productName}>
          <img src={appUrl('/product-icon.svg')} alt="" width={40} height={40} />
          {PRODUCT_NAME}
        </p>
        {/* What the portal is, as the panel's headline, then what it gives (the login review: a sparse panel). */}
        <div className={classes.pitch}>
          <p className={classes.headline}>{BRAND_PANEL_TEXT.caption}</p>
          <ul className={classes.statements}>
            {BRAND_PANEL_TEXT.statements.map((statement) => (
              <li key={statement}>{statement}</li>
            ))}
          </ul>
        </div>
      </div>
      <main className={classes.content}>
        <Paper className={classes.card} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Group gap="sm" wrap="nowrap">
              {/* Beside the brand panel the logo is there already (m9): the card shows it on phones only. */}
              <img className={classes.cardIcon} src={appUrl('/product-icon.svg')} alt="" width={36} height={36} />
              <div>
                {/* Beside the brand panel (md and up) the product is named there already (p1). */}
                <Text size="xs" c="dimmed" fw={600} tt="uppercase" hiddenFrom="md">
                  {PRODUCT_NAME}
                </Text>
                <Title order={1} size="h2">
                  {title}
                </Title>
              </div>
            </Group>
            {children}
          </Stack>
        </Paper>
      </main>
    </div>
  );
}

/**
 * The authentication screen of the logged-out routes (R2.1): /login and
 * /request-an-account show the sign-in form, /forgot-password the recovery steps.
 */
export function AuthScreen({ mode }: { mode: AuthScreenMode }) {
  return mode === 'forgot-password' ? (
    <AuthLayout title={AUTH_SCREEN_TITLES[mode]}>
      <Suspense fallback={<Loader role="status" aria-label="Loading" mx="auto" />}>
        <ForgotPasswordFlow />
      </Suspense>
    </AuthLayout>
  ) : (
    <AuthLayout title={AUTH_SCREEN_TITLES[mode]}>
      <StartupCheckNotice />
      <LoginForm />
    </AuthLayout>
  );
}
