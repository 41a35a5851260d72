/**
 * The report view's workplace side (MSAL): the sign-in state, the report lookup and the embed. A
 * chunk of its own, fetched together with the view's frame (`report-view.tsx`, powerbi-client), which
 * prepares the report's iframe meanwhile. While this side is still finding out, the frame shows the
 * loader; a message that stands instead of the report (signed out, a failure) hides the frame.
 */
import { useMsal } from '@azure/msal-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { useDashboardToken } from '@/session';
import { useCurrentUser } from '@/session/signed-in';
import { useReport } from './api/get-report';
import { useLinkedView } from './hooks/use-linked-view';
import { useViewLink, useViewLinkUsed } from './hooks/use-view-link';
import { ReportEmbed } from './components/report-embed';
import { ReportLoadFailed, SignedOutMessage } from './components/report-states';
import { HiddenReportFrame } from './components/report-stage';
import { WorkplaceMsalProvider } from './components/workplace-msal-provider';
import { renewDashboardToken, renewIfExpiringSoon, resolveDashboardToken } from './lib/dashboard-token';
import { dashboardSignInPath } from './lib/sign-in-path';
import { useDashboardAuthStore, type SignInEntry } from './stores/dashboard-auth-store';
import type { ReportViewProps } from './report-view';

/**
 * Sends the user to the sign-in route. `push` is the user's own "Dashboard Login"; a failed renewal
 * uses `replace`, so the sign-in route takes the report page's history entry and the browser's Back
 * leads out instead of back to a page that would send the user to sign in again.
 */
function useGoToSignIn() {
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const leaveForSignIn = useDashboardAuthStore((state) => state.leaveForSignIn);
  return useCallback(
    (entry: SignInEntry) => {
      leaveForSignIn(href, entry);
      void navigate({ href: dashboardSignInPath(), replace: entry === 'replace' });
    },
    [navigate, href, leaveForSignIn],
  );
}

/** The report lookup refused the token: renewing it (or signing in again) may help, a plain retry not. */
function isRefusedToken(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

type SignedInReportProps = Pick<
  ReportViewProps,
  'reportId' | 'title' | 'note' | 'page' | 'pageDrilled' | 'onPageChange' | 'definitions' | 'onPageShown'
>;

function SignedInReport({
  reportId,
  title,
  note,
  page,
  pageDrilled,
  onPageChange,
  definitions,
  onPageShown,
}: SignedInReportProps) {
  const { instance } = useMsal();
  const owner = useCurrentUser()?.username || undefined;
  const linkedView = useLinkedView(reportId, useViewLink(), owner);
  const viewLinkUsed = useViewLinkUsed();
  const goToSignIn = useGoToSignIn();
  const token = useDashboardToken();
  const report = useReport(reportId, token);
  const refused = report.isError && isRefusedToken(report.error);
  const renewedForLookup = useRef(false);

  // A lookup 401/403: renew the token silently once and look the report up again; when renewal
  // fails, or the renewed token is refused too, only the sign-in route can help.
  useEffect(() => {
    if (!refused) return undefined;
    if (renewedForLookup.current) {
      goToSignIn('replace');
      return undefined;
    }
    renewedForLookup.current = true;
    let active = true;
    renewDashboardToken(instance, { force: true }).then(
      () => {
        if (active) void report.refetch();
      },
      () => {
        if (active) goToSignIn('replace');
      },
    );
    return () => {
      active = false;
    };
    // Once per refusal (a new one counts up errorUpdateCount): `report` and `goToSignIn` change
    // identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused, report.errorUpdateCount, instance]);

  if (report.isPending || refused) return null;
  if (report.isError || !token) {
    return (
      <>
        <HiddenReportFrame />
        <ReportLoadFailed onRetry={() => void report.refetch()} retrying={report.isFetching} />
      </>
    );
  }
  return (
    <ReportEmbed
      reportId={reportId}
      title={title}
      embedUrl={report.data.embedUrl}
      accessToken={token}
      note={note}
      pageName={page}
      pageDrilled={pageDrilled}
      onPageChange={onPageChange}
      owner={owner}
      linkedView={linkedView}
      onLinkedViewUsed={viewLinkUsed}
      definitions={definitions}
      onPageShown={onPageShown}
      renewIfExpiringSoon={() => renewIfExpiringSoon(instance)}
      renewToken={() => renewDashboardToken(instance, { force: true })}
      // A failed renewal leaves only the sign-in route (replacing this page's history entry).
      onSignInRequired={() => goToSignIn('replace')}
    />
  );
}

function SignInStateAndReport({ company, msalInstance: _msalInstance, ...report }: ReportViewProps) {
  const { instance } = useMsal();
  const goToSignIn = useGoToSignIn();
  const href = useRouterState({ select: (state) => state.location.href });
  const viewLink = useViewLink();
  const [auth, setAuth] = useState<'checking' | 'signed-in' | 'signed-out'>('checking');

  useEffect(() => {
    let active = true;
    resolveDashboardToken(instance).then(
      (state) => {
        if (!active) return;
        if (state.status === 'signed-in') useDashboardAuthStore.getState().signInSettled();
        setAuth(state.status);
      },
      () => {
        if (!active) return;
        // Silent renewal failed in the report view: the sign-in route (R4.11). A user who
        // comes back from it (Go Back, the browser's Back) gets the "Dashboard Login" prompt instead
        // of being sent there again.
        if (useDashboardAuthStore.getState().sentToSignIn?.path === href) setAuth('signed-out');
        else goToSignIn('replace');
      },
    );
    return () => {
      active = false;
    };
    // Once per report view: the sign-in state does not change under it without a navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instance]);

  if (auth === 'checking') return null;
  if (auth === 'signed-out') {
    return (
      <>
        <HiddenReportFrame />
        <SignedOutMessage
          company={company}
          signInHref={dashboardSignInPath()}
          onSignIn={() => goToSignIn('push')}
          sharedViewWaiting={viewLink !== undefined && 'shareId' in viewLink}
        />
      </>
    );
  }
  return <SignedInReport {...report} />;
}

/** Inside the report view's frame (`ReportStageFrame`): MSAL's client, then the sign-in state. */
export function ReportViewContent(props: ReportViewProps) {
  return (
    <WorkplaceMsalProvider
      instance={props.msalInstance}
      fallback={null}
      failure={
        <>
          <HiddenReportFrame />
          <ReportLoadFailed onRetry={() => window.location.reload()} />
        </>
      }
    >
      <SignInStateAndReport {...props} />
    </WorkplaceMsalProvider>
  );
}
