import type { IPublicClientApplication } from '@azure/msal-browser';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { readTokenInfo } from '@/session';
import { useCurrentUser } from '@/session/signed-in';
import { lazyPage, onDemand } from '@/shared/ui/lazy-page';
import { reportQueryOptions } from './api/get-report';
import { ReportStageFrame } from './components/report-stage';
export { prepareReportFrame } from './components/prepared-report-frame';
import type { RenderReportDefinitions } from './components/report-definitions';
import type { PageChangeEntry } from './hooks/use-report-pages';
import { useLinkedView } from './hooks/use-linked-view';
import { useViewLink } from './hooks/use-view-link';
import { isTokenInfoValid } from './lib/dashboard-token';
import { ReportAboutContext } from './report-about';

export interface ReportViewProps {
  /** From the topic's configuration; never shown. */
  reportId: string;
  title: string;
  /** The topic's description: in "About this dashboard", with the note. */
  description?: string;
  /** Shown left of the "Full Screen" button. */
  note?: string;
  /** The signed-in user's company, for the sign-in prompt. */
  company: string;
  /** Stories and tests may provide their own MSAL client. */
  msalInstance?: IPublicClientApplication;
  /** The report page the URL names (`?page=`); none opens the first page. */
  page?: string;
  /** The URL's entry is a drill-through from `page` to a hidden page (`?drill=`): Back leaves it. */
  pageDrilled?: boolean;
  /** Writes a page change into the URL (`push` for the user's choice, `replace` for the report's own). */
  onPageChange?: (page: string, entry: PageChangeEntry) => void;
  /** The "Definitions" panel's content for the page shown (the route composes it with the glossary). */
  definitions?: RenderReportDefinitions;
  /** The report shows a page (after it loaded, and at each change): the home page's recent dashboards. */
  onPageShown?: (page: ShownReportPage) => void;
}

/** A report page as the report names and titles it. */
export interface ShownReportPage {
  name: string;
  displayName: string;
}

/**
 * The workplace side (MSAL, the lookup, the embed). `index.ts` starts fetching it together with this
 * module, so powerbi-client (here) and MSAL (there) download at once, and this module, which does not
 * wait for MSAL, prepares the report's frame while MSAL starts, the token is checked and the report
 * is looked up.
 */
const reportViewContent = onDemand(() => import('./report-view-content'));
export const loadReportViewContent = reportViewContent.load;
const ReportViewContent = lazyPage(reportViewContent, (module) => module.ReportViewContent);

/**
 * With a stored, unexpired workplace token (R4.11) the lookup needs nothing of MSAL: it is sent ahead,
 * while MSAL loads, and the workplace side's query takes the answer or joins the request. The topic
 * route's loader sends it as the navigation starts (`preloadReportView`), before the page renders;
 * the view sends it too, for a page rendered without that loader (stories, a query cleared since).
 */
export function lookUpReportAhead(queryClient: QueryClient, reportId: string) {
  const stored = readTokenInfo();
  if (isTokenInfoValid(stored)) void queryClient.prefetchQuery(reportQueryOptions(reportId, stored.accessToken));
}

function useReportLookupAhead(reportId: string) {
  const queryClient = useQueryClient();
  useEffect(() => lookUpReportAhead(queryClient, reportId), [queryClient, reportId]);
}

/**
 * An embedded Power BI dashboard (R2.40-R2.42): the workplace sign-in state, the
 * report lookup, the embed with a "Full Screen" button and the topic's note. The frame is in place
 * from the start, and the next dashboard opened loads into it.
 */
export function ReportView(props: ReportViewProps) {
  useReportLookupAhead(props.reportId);
  // The view the URL links (`?view=`, `?saved=`, `useViewLink`) is read now too (the workplace side
  // takes the answer): the embed waits for it, and the URL drops the link once it is used.
  useLinkedView(props.reportId, useViewLink(), useCurrentUser()?.username || undefined);
  return (
    <section aria-label={`${props.title} dashboard`}>
      <ReportAboutContext.Provider value={props.description}>
        {/* One frame for the dashboards opened one after another; each report's own state is new. */}
        <ReportStageFrame>
          <Suspense fallback={null}>
            <ReportViewContent key={props.reportId} {...props} />
          </Suspense>
        </ReportStageFrame>
      </ReportAboutContext.Provider>
    </section>
  );
}
