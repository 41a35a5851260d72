import { Alert, Anchor, Button, Checkbox, Group, Loader, Stack } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { login, type LoginPayload } from '../api/login';
import { AUTH_TEXT, AUTH_TIMING, SIGNED_OUT_SEARCH_PARAM } from '../constants';
import { SignInNoticeAlert, useSignInNotice } from './sign-in-notice';
import { loginErrorOf } from '../lib/error-message';
import { sharedViewIsWaiting } from '../lib/sign-in-hints';
import { session } from '@/session';
import { HoldToPeekPasswordInput } from '@/shared/ui/hold-to-peek-password-input';
import { MaskedUsernameInput } from './masked-username-input';
import { FormAlert } from '@/shared/ui/form-alert';

type LoginFailure = { kind: 'server'; message: string } | { kind: 'generic' };

type FieldErrors = Partial<Record<'username' | 'password', string>>;

function validate({ username, password }: LoginPayload): FieldErrors {
  return {
    ...(username.trim() === '' ? { username: AUTH_TEXT.usernameRequired } : {}),
    ...(password === '' ? { password: AUTH_TEXT.passwordRequired } : {}),
  };
}

/**
 * The sign-in form (R2.7-R2.11). A failed attempt keeps what was typed; the server's
 * `errorReponse` shows under the fields, a failure without one shows "Something went wrong!" for 5 s.
 */
export function LoginForm() {
  const router = useRouter();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [leaving, setLeaving] = useState(false);
  // Back from a password reset, the recovered username is offered (the password is what is new).
  const [signInAs] = useState(() => router.state.location.state.signInAs);
  const [sharedView] = useState(sharedViewIsWaiting);
  // Two fields and two rules: plain state keeps a form library off the sign-in page's bundle.
  const [values, setValues] = useState<LoginPayload>({ username: signInAs ?? '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  // A second click before React re-renders must not send a second request.
  const inFlight = useRef(false);
  const change = <K extends keyof LoginPayload>(field: K, value: LoginPayload[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as 'username']: _cleared, ...others }) => others);
  };
  const formRef = useRef<HTMLFormElement>(null);
  // Sign-out reloads the app at /login?signedOut=1; the notice stays while this page does.
  const [signedOut] = useState(() => SIGNED_OUT_SEARCH_PARAM in router.state.location.search);
  const notice = useSignInNotice();

  useEffect(() => {
    // The first empty field has focus on load, so a keyboard user can type at once.
    const field = signInAs ? 'input[autocomplete="current-password"]' : 'input[autocomplete="username"]';
    formRef.current?.querySelector<HTMLInputElement>(field)?.focus();
    // Drop the parameter so a reload or a bookmark does not repeat the notice.
    if (SIGNED_OUT_SEARCH_PARAM in router.state.location.search) {
      void router.navigate({ to: router.state.location.pathname, search: {}, replace: true });
    }
  }, [router, signInAs]);

  useEffect(() => {
    if (!failure) return undefined;
    // The busy button is disabled, and Chromium takes the focus off it, or not, as the answer comes
    // before or after its next frame: after a failure the focus is always on the password, to try again.
    formRef.current?.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')?.focus();
    if (failure.kind !== 'generic') return undefined;
    const timer = setTimeout(() => setFailure(null), AUTH_TIMING.messageTimeoutMs);
    return () => clearTimeout(timer);
  }, [failure]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || leaving) return;
    const fieldErrors = validate(values);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    setFailure(null);
    // An answer that arrives after the user left this page (a slow server) must not take it over.
    const submittedFrom = router.state.location.href;
    const userLeft = () => router.state.location.href !== submittedFrom;
    let accessToken: string;
    inFlight.current = true;
    setPending(true);
    try {
      accessToken = await login({ ...values, username: values.username.trim() });
    } catch (error) {
      if (userLeft()) return;
      const message = loginErrorOf(error);
      setFailure(message ? { kind: 'server', message } : { kind: 'generic' });
      return;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
    if (userLeft()) {
      // The user walked away from this sign-in: end the server session it started, keep nothing.
      session.abandonSignIn();
      return;
    }
    const signedIn = session.signIn(accessToken, { remember: values.rememberMe });
    if (!signedIn) {
      setFailure({ kind: 'generic' });
      return;
    }
    setLeaving(true);
    await router.navigate({ href: signedIn.returnPath, replace: true });
  }

  const busy = pending || leaving;
  const errorText = failure?.kind === 'server' ? failure.message : failure ? AUTH_TEXT.somethingWentWrong : null;

  // Both fields are required (the `required` attribute tells assistive technology) but carry no
  // asterisk: the labels must read exactly as R2.7 gives them.
  return (
    <form ref={formRef} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={AUTH_TEXT.loginTitle}>
      <Stack gap="md">
        {signedOut && !notice && (
          <Alert role="status" color="blue" variant="light">
            {AUTH_TEXT.signedOut}
          </Alert>
        )}
        {notice && <SignInNoticeAlert notice={notice} />}
        {sharedView && !signedOut && (
          <Alert role="status" color="blue" variant="light">
            {AUTH_TEXT.sharedViewWaiting}
          </Alert>
        )}
        {/* The success message's colours without its check (SuccessAlert): /login is at its script budget. */}
        {signInAs && (
          <Alert role="status" color="green" variant="light">
            {AUTH_TEXT.signInWithNewPassword}
          </Alert>
        )}
        <MaskedUsernameInput
          label={AUTH_TEXT.usernameLabel}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          withAsterisk={false}
          value={values.username}
          onChange={(event) => change('username', event.currentTarget.value)}
          error={errors.username}
        />
        <HoldToPeekPasswordInput
          label={AUTH_TEXT.passwordLabel}
          size="md"
          required
          withAsterisk={false}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.currentTarget.value)}
          error={errors.password}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox
            label={AUTH_TEXT.rememberMe}
            checked={values.rememberMe}
            onChange={(event) => change('rememberMe', event.currentTarget.checked)}
          />
          <Anchor component={Link} to="/forgot-password" size="sm">
            {AUTH_TEXT.forgotPasswordLink}
          </Anchor>
        </Group>
        {errorText && <FormAlert title={errorText} />}
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={busy}
          aria-busy={busy}
          leftSection={busy ? <Loader size={16} color="currentColor" aria-hidden /> : undefined}
        >
          {busy ? AUTH_TEXT.signingIn : AUTH_TEXT.signIn}
        </Button>
      </Stack>
    </form>
  );
}
