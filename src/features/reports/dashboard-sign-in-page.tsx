import { InteractionStatus, type IPublicClientApplication } from '@azure/msal-browser';
import { useMsal } from '@azure/msal-react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { noteLeavingWorkplaceSignIn } from '@/shared/browser/workplace-sign-in-return';
import { config, workplaceSignIn } from '@/config';
import { oweProviderSignOut, owedProviderSignOut, readTokenInfo } from '@/session';
import { useCurrentUserWithContact } from '@/session/signed-in';
import { browserNavigation } from '@/shared/browser/browser-navigation';
import { DashboardSignInLayout } from './components/dashboard-sign-in-layout';
import { SIGN_IN_TEXT } from './constants';
import { WorkplaceMsalProvider } from './components/workplace-msal-provider';
import { completeDashboardSignIn, isTokenInfoValid } from './lib/dashboard-token';
import { returnPath } from './lib/saved-path';
import { isPortalUsersAccount, signInProblemOf, workplaceAccountEmail, type SignInProblem } from './lib/sign-in-error';
import { workplaceSignOutUrl } from './lib/workplace-sign-out';
import { useDashboardAuthStore } from './stores/dashboard-auth-store';

/**
 * "Go Back" and a finished sign-in return to the saved path without adding a history entry: when
 * the user's click on "Dashboard Login" pushed this route on top of that page, the browser goes back
 * to it; otherwise (a failed renewal replaced the report page's entry, or the route was opened
 * directly) this entry is replaced.
 */
function useSignInLayoutProps() {
  const navigate = useNavigate();
  const router = useRouter();
  // The workplace is the carrier's (its Entra ID tenant), whatever company a user record names.
  const company = config.companyName;
  const savedPath = useDashboardAuthStore((state) => state.savedPath);
  const sentToSignIn = useDashboardAuthStore((state) => state.sentToSignIn);
  const backHref = returnPath(savedPath);
  const goBack = useCallback(() => {
    if (sentToSignIn?.entry === 'push' && sentToSignIn.path === backHref && router.history.canGoBack()) {
      router.history.back();
    } else {
      void navigate({ href: backHref, replace: true });
    }
  }, [navigate, router, backHref, sentToSignIn]);
  return { company, backHref, goBack };
}

function DashboardSignIn() {
  const { instance, inProgress } = useMsal();
  const navigate = useNavigate();
  const { company, backHref, goBack } = useSignInLayoutProps();
  // After a start from the stored token the e-mail is unknown until get-session answers: wait for it
  // (the page says it is getting ready), never "no e-mail" to a person who has one.
  const contact = useCurrentUserWithContact();
  const portalEmail = contact.user?.email?.trim() || null;
  const [signInProblem, setProblem] = useState<SignInProblem | null>(null);
  const problem = signInProblem ?? (contact.failed ? 'failed' : contact.user && !portalEmail ? 'no-email' : null);
  const [refused, setRefused] = useState<string | null>(null);
  const started = useRef(false);
  const attempt = useRef(0);

  const signIn = useCallback(
    (client: IPublicClientApplication, { retry }: { retry: boolean }) => {
      const current = ++attempt.current;
      // No await before loginPopup: a popup opened from a click must open within that click.
      // MSAL v5 cannot tell that its popup was closed (the answer comes through the redirect bridge),
      // so a retry overrides the pending interaction instead of failing with interaction_in_progress.
      // The provider always shows its account chooser, so a workplace session of someone else on this
      // browser is never taken silently; the account that comes back must be the portal user's.
      // (MSAL sends no login_hint together with prompt=select_account: Entra ID refuses the pair. The
      // hint is passed all the same, so a change of prompt keeps it.)
      client
        .loginPopup({
          scopes: [...workplaceSignIn.scopes],
          ...(portalEmail ? { loginHint: portalEmail } : {}),
          prompt: 'select_account',
          overrideInteractionInProgress: retry,
        })
        .then(async (result) => {
          if (current !== attempt.current) return;
          if (!isPortalUsersAccount(result.account, portalEmail)) {
            // Someone else's workplace account: nothing of it is kept, neither token_info nor MSAL's cache.
            console.error('Dashboard login refused: the workplace account is not the portal user');
            await client.clearCache();
            const workplaceEmail = workplaceAccountEmail(result.account) ?? result.account.username;
            setRefused(portalEmail ? SIGN_IN_TEXT.refusedAccount(workplaceEmail, portalEmail) : null);
            setProblem('wrong-account');
            return;
          }
          completeDashboardSignIn(result, client);
          goBack();
        })
        .catch((error: unknown) => {
          // Logged, and the page says what failed, with a retry (R8.6).
          console.error('Dashboard login failed', error);
          if (current === attempt.current) setProblem(signInProblemOf(error));
        });
    },
    [goBack, portalEmail],
  );

  useEffect(() => {
    if (started.current) return;
    // An earlier session's provider sign-out still owed is done first: the provider would offer that account.
    const owedSignOut = owedProviderSignOut() === null ? null : workplaceSignOutUrl({ signedInHere: true });
    if (owedSignOut) {
      started.current = true;
      browserNavigation.replace(oweProviderSignOut(owedSignOut));
      return;
    }
    // A user who already holds a valid dashboard token has nothing to do here (R2.32).
    if (isTokenInfoValid(readTokenInfo())) {
      started.current = true;
      void navigate({ to: '/home', replace: true });
      return;
    }
    if (inProgress !== InteractionStatus.None || !contact.user) return;
    started.current = true;
    // Without an e-mail no workplace account can be the user's: no window is opened for nothing.
    if (problem === 'no-email') return;
    signIn(instance, { retry: false });
  }, [inProgress, instance, navigate, signIn, problem, contact.user]);

  return (
    <DashboardSignInLayout
      company={company}
      status={problem ?? (inProgress === InteractionStatus.Startup || !contact.user ? 'starting' : 'waiting')}
      backHref={backHref}
      onBack={goBack}
      detail={problem === 'wrong-account' ? (refused ?? undefined) : undefined}
      onTryAgain={() => {
        if (contact.failed) return contact.retry();
        setProblem(null);
        setRefused(null);
        signIn(instance, { retry: true });
      }}
    />
  );
}

/**
 * /{identity-provider}/oauth2/v2.0/authorize (R2.32, R2.33): opens the
 * workplace sign-in popup at once and returns to the path saved before dashboard sign-in.
 */
export function DashboardSignInPage({ instance }: { instance?: IPublicClientApplication }) {
  const { company, backHref, goBack } = useSignInLayoutProps();
  // Back in the shell, the focus goes to the page heading as after any navigation (not to the top).
  useEffect(() => noteLeavingWorkplaceSignIn, []);
  const starting = (
    <DashboardSignInLayout
      company={company}
      status="starting"
      backHref={backHref}
      onBack={goBack}
      onTryAgain={goBack}
    />
  );
  return (
    <WorkplaceMsalProvider
      instance={instance}
      fallback={starting}
      failure={
        <DashboardSignInLayout
          company={company}
          status="failed"
          backHref={backHref}
          onBack={goBack}
          onTryAgain={() => window.location.reload()}
        />
      }
    >
      <DashboardSignIn />
    </WorkplaceMsalProvider>
  );
}
