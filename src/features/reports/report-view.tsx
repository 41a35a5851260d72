import type { IPublicClientApplication } from '@azure/msal-browser';
import { useMsal } from '@azure/msal-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useSessionStore } from '@/shared/session/session-store';
import { useReport } from './api/get-report';
import { ReportEmbed } from './components/report-embed';
import { ReportLoadFailed, ReportLoading, SignedOutMessage } from './components/report-states';
import { WorkplaceMsalProvider } from './components/workplace-msal-provider';
import { renewDashboardToken, renewIfExpiringSoon, resolveDashboardToken } from './lib/dashboard-token';
import { dashboardSignInPath } from './lib/sign-in-path';
import { handleTokenExpired } from './lib/token-expired';
import { useDashboardAuthStore } from './stores/dashboard-auth-store';

export interface ReportViewProps {
  /** From the topic's configuration; never shown. */
  reportId: string;
  title: string;
  /** Shown left of the "Full Screen" button. */
  note?: string;
  /** The signed-in user's company, for the sign-in prompt. */
  company: string;
  /** Stories and tests may provide their own MSAL client. */
  msalInstance?: IPublicClientApplication;
}

function useGoToSignIn() {
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const savePath = useDashboardAuthStore((state) => state.savePath);
  return useCallback(() => {
    savePath(href);
    void navigate({ href: dashboardSignInPath() });
  }, [navigate, href, savePath]);
}

function SignedInReport({ reportId, note }: Pick<ReportViewProps, 'reportId' | 'note'>) {
  const { instance } = useMsal();
  const goToSignIn = useGoToSignIn();
  const token = useSessionStore((state) => state.dashboardAccessToken);
  const report = useReport(reportId, token);

  if (report.isPending) return <ReportLoading />;
  if (report.isError || !token) {
    return <ReportLoadFailed onRetry={() => void report.refetch()} retrying={report.isFetching} />;
  }
  return (
    <ReportEmbed
      reportId={reportId}
      embedUrl={report.data.embedUrl}
      accessToken={token}
      note={note}
      onVisualClicked={() => {
        renewIfExpiringSoon(instance).catch(goToSignIn);
      }}
      onTokenExpired={() => {
        void handleTokenExpired({
          renew: () => renewDashboardToken(instance, { force: true }),
          reload: () => window.location.reload(),
          onSignInRequired: goToSignIn,
        });
      }}
    />
  );
}

function ReportViewContent({ reportId, note, company }: ReportViewProps) {
  const { instance } = useMsal();
  const goToSignIn = useGoToSignIn();
  const [auth, setAuth] = useState<'checking' | 'signed-in' | 'signed-out'>('checking');

  useEffect(() => {
    let active = true;
    resolveDashboardToken(instance).then(
      (state) => {
        if (active) setAuth(state.status);
      },
      () => {
        // Silent renewal failed in the report view: the sign-in route (spec section 4).
        if (active) goToSignIn();
      },
    );
    return () => {
      active = false;
    };
    // Once per report view: the sign-in state does not change under it without a navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instance]);

  if (auth === 'checking') return <ReportLoading />;
  if (auth === 'signed-out') {
    return <SignedOutMessage company={company} signInHref={dashboardSignInPath()} onSignIn={goToSignIn} />;
  }
  return <SignedInReport reportId={reportId} note={note} />;
}

/**
 * An embedded Power BI dashboard (spec section 2, "Report view"): the workplace sign-in state, the
 * report lookup, the embed with a "Full Screen" button and the topic's note.
 */
export function ReportView(props: ReportViewProps) {
  return (
    <section aria-label={`${props.title} dashboard`}>
      <WorkplaceMsalProvider
        instance={props.msalInstance}
        fallback={<ReportLoading />}
        failure={<ReportLoadFailed onRetry={() => window.location.reload()} />}
      >
        <ReportViewContent {...props} />
      </WorkplaceMsalProvider>
    </section>
  );
}
