import { Alert, Anchor, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { recordActivity } from '@/shared/activity/record-activity';
import { useSessionStore } from '@/shared/session/session-store';
import { storeAccessToken } from '@/shared/session/stored-user-info';
import { readString, removeKey } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { login, type LoginPayload } from '../api/login';
import { logoutUserSession } from '../api/logout-user-session';
import { AUTH_TEXT, AUTH_TIMING, SIGNED_OUT_SEARCH_PARAM } from '../constants';
import { safeReturnPath } from '../lib/app-paths';
import { loginErrorOf } from '../lib/error-message';
import { HoldToPeekPasswordInput } from '@/shared/ui/hold-to-peek-password-input';
import { MaskedUsernameInput } from './masked-username-input';

type LoginFailure = { kind: 'server'; message: string } | { kind: 'generic' };

/**
 * The sign-in form (spec section 2). A failed attempt keeps what was typed; the server's
 * `errorReponse` shows under the fields, a failure without one shows "Something went wrong!" for 5 s.
 */
export function LoginForm() {
  const router = useRouter();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<LoginPayload>({
    initialValues: { username: '', password: '', rememberMe: false },
    validate: {
      username: (value) => (value.trim() === '' ? AUTH_TEXT.usernameRequired : null),
      password: (value) => (value === '' ? AUTH_TEXT.passwordRequired : null),
    },
  });
  const signIn = useMutation({ mutationFn: login });
  const formRef = useRef<HTMLFormElement>(null);
  // Sign-out reloads the app at /login?signedOut=1; the notice stays while this page does.
  const [signedOut] = useState(() => SIGNED_OUT_SEARCH_PARAM in router.state.location.search);

  useEffect(() => {
    // The username field has focus on load, so a keyboard user can type at once.
    formRef.current?.querySelector<HTMLInputElement>('input[autocomplete="username"]')?.focus();
    // Drop the parameter so a reload or a bookmark does not repeat the notice.
    if (SIGNED_OUT_SEARCH_PARAM in router.state.location.search) {
      void router.navigate({ to: router.state.location.pathname, search: {}, replace: true });
    }
  }, [router]);

  useEffect(() => {
    if (failure?.kind !== 'generic') return undefined;
    const timer = setTimeout(() => setFailure(null), AUTH_TIMING.messageTimeoutMs);
    return () => clearTimeout(timer);
  }, [failure]);

  const handleSubmit = form.onSubmit(async (values) => {
    if (signIn.isPending || leaving) return;
    setFailure(null);
    // An answer that arrives after the user left this page (a slow server) must not take it over.
    const submittedFrom = router.state.location.href;
    const userLeft = () => router.state.location.href !== submittedFrom;
    let accessToken: string;
    try {
      accessToken = await signIn.mutateAsync({ ...values, username: values.username.trim() });
    } catch (error) {
      if (userLeft()) return;
      const message = loginErrorOf(error);
      setFailure(message ? { kind: 'server', message } : { kind: 'generic' });
      return;
    }
    if (userLeft()) {
      // The user walked away from this sign-in: end the server session it started, keep nothing.
      logoutUserSession().catch(() => undefined);
      return;
    }
    const user = storeAccessToken(accessToken);
    if (!user) {
      setFailure({ kind: 'generic' });
      return;
    }
    setLeaving(true);
    removeKey(storageKeys.signOutPending);
    useSessionStore.getState().signedIn(user);
    void recordActivity('Signed in', AUTH_TEXT.loginTitle);
    const returnPath = safeReturnPath(readString(storageKeys.lastKnownPath)) ?? '/home';
    await router.navigate({ href: returnPath, replace: true });
  });

  const busy = signIn.isPending || leaving;
  const errorText = failure?.kind === 'server' ? failure.message : failure ? AUTH_TEXT.somethingWentWrong : null;

  // Both fields are required (the `required` attribute tells assistive technology) but carry no
  // asterisk: the labels must read exactly "Username or email" and "Password".
  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={AUTH_TEXT.loginTitle}>
      <Stack gap="md">
        {signedOut && (
          <Alert role="status" color="blue" variant="light">
            {AUTH_TEXT.signedOut}
          </Alert>
        )}
        <MaskedUsernameInput
          label="Username or email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          withAsterisk={false}
          {...form.getInputProps('username')}
          value={form.values.username}
        />
        <HoldToPeekPasswordInput
          label="Password"
          size="md"
          required
          withAsterisk={false}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox label="Remember me" {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
          <Anchor component={Link} to="/forgot-password" size="sm">
            {AUTH_TEXT.forgotPasswordLink}
          </Anchor>
        </Group>
        {errorText && (
          <Text role="alert" c="var(--mantine-color-error)" size="sm" fw={500}>
            {errorText}
          </Text>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={busy}
          leftSection={busy ? <Loader size={16} color="gray" aria-hidden /> : undefined}
        >
          {busy ? AUTH_TEXT.signingIn : AUTH_TEXT.signIn}
        </Button>
      </Stack>
    </form>
  );
}
