import type { IPublicClientApplication } from '@azure/msal-browser';
import { lazy, Suspense } from 'react';
import { ReportStageFrame } from './components/report-stage';
import type { PageChangeEntry } from './hooks/use-report-pages';

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
  /** The report page the URL names (`?page=`); none opens the first page. */
  page?: string;
  /** Writes a page change into the URL (`push` for the user's choice, `replace` for the report's own). */
  onPageChange?: (page: string, entry: PageChangeEntry) => void;
}

/**
 * The workplace side (MSAL, the lookup, the embed). `index.ts` starts fetching it together with this
 * module, so powerbi-client (here) and MSAL (there) download at once, and this module, which does not
 * wait for MSAL, prepares the report's frame while MSAL starts, the token is checked and the report
 * is looked up.
 */
export const loadReportViewContent = () => import('./report-view-content');
const ReportViewContent = lazy(() => loadReportViewContent().then((module) => ({ default: module.ReportViewContent })));

/**
 * An embedded Power BI dashboard (spec section 2, "Report view"): the workplace sign-in state, the
 * report lookup, the embed with a "Full Screen" button and the topic's note. The frame is in place
 * from the start (keyed by report: another report gets a frame of its own).
 */
export function ReportView(props: ReportViewProps) {
  return (
    <section aria-label={`${props.title} dashboard`}>
      <ReportStageFrame key={props.reportId}>
        <Suspense fallback={null}>
          <ReportViewContent {...props} />
        </Suspense>
      </ReportStageFrame>
    </section>
  );
}
