import { useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { REPORT_TEXT } from '../constants';
import { useReportAppearance, useReportAppearanceSync } from '../hooks/use-report-appearance';
import { useReportPages, type PageChangeEntry } from '../hooks/use-report-pages';
import { useReportContents } from '../hooks/use-report-contents';
import { useDefinitionsOpen } from '../hooks/use-definitions-open';
import { useReportEmbed, type ReportEmbedSource } from '../hooks/use-report-embed';
import { usePageShown } from '../hooks/use-page-shown';
import { showFullScreen } from '../lib/full-screen';
import { historyReloadCounter, type ReloadCounter } from '../lib/token-expired';
import classes from './report-frame.module.css';
import { reportPageTabId, ReportPageTabs } from './report-page-tabs';
import { drawnPageSize, ReportFrameBox, ReportLayout, useReportStage, WAITING_FRAME } from './report-stage';
import { useFrameHeight } from '../hooks/use-frame-height';
import { ReportSavedViews } from './report-saved-views';
import { ReportLoadFailed } from './report-states';
import { ReportToolbar } from './report-toolbar';
import { ReportDefinitions, type RenderReportDefinitions } from './report-definitions';
import { ExportReportMenu } from '../export/components/export-report-menu';
import { captureReportState } from '../export/lib/capture-report-state';
import { showOwnView } from '../lib/own-view';
import { SharedViewBannerFor } from './owned-shared-view-banner';
import type { ShownReportPage } from '../report-view';

interface ReportEmbedProps extends ReportEmbedSource {
  note?: string;
  /** Where the TokenExpired reloads are counted (the history entry; tests give their own). */
  reloadCounter?: ReloadCounter;
  /** The URL's entry is a drill-through from `pageName` to a hidden page (see `useReportPages`). */
  pageDrilled?: boolean;
  /** A page change to write into the URL. */
  onPageChange?: (page: string, entry: PageChangeEntry) => void;
  /** The signed-in user's username, whose saved views are shown (none: no saved views). */
  owner?: string;
  /** The report's display name (the topic title): the name of an exported file. */
  title: string;
  /** The "Definitions" panel's content (the glossary entries of the page shown); none: no panel. */
  definitions?: RenderReportDefinitions;
  /** The report shows a page: once it has loaded and at each change of page. */
  onPageShown?: (page: ShownReportPage) => void;
}

const ignorePageChange = () => undefined;

/**
 * The Power BI report with its controls (page tabs, toolbar, saved views, the shared view's banner,
 * the "Definitions" panel); the embedding itself is `useReportEmbed`'s: once per report and embed URL,
 * ending in the failure state with "Try again" on any outcome other than a drawn report.
 *
 * Inside the report view it embeds into the view's frame (`ReportStageFrame`), which may already
 * hold the SDK's bootstrapped iframe: the report then loads into it. On its own it draws its frame.
 */
export function ReportEmbed({
  note,
  reloadCounter = historyReloadCounter,
  pageDrilled,
  onPageChange = ignorePageChange,
  owner,
  title,
  definitions,
  onPageShown,
  ...source
}: ReportEmbedProps) {
  const { reportId, pageName, renewIfExpiringSoon, onSignInRequired } = source;
  const stage = useReportStage();
  const ownFrameRef = useRef<HTMLDivElement>(null);
  const ownHostRef = useRef<HTMLDivElement>(null);
  const frameRef = stage?.frame ?? ownFrameRef;
  const hostRef = stage?.host ?? ownHostRef;
  const appearance = useReportAppearance();
  const { phase, loaded, reportRef, defaultState, outcome, setOutcome, tryAgain, embedOwnView } = useReportEmbed({
    ...source,
    reloadCounter,
    hostRef,
    stageKeepsFrame: stage !== null,
    appearance,
  });
  const tabsId = useId();
  const definitionsId = useId();
  const { open: definitionsOpen, toggle: toggleDefinitions, openedByToggle } = useDefinitionsOpen();
  const { pages, activePage, hiddenPage, pagesRead, choosePage, shownPageSize } = useReportPages(
    loaded?.report ?? null,
    pageName,
    onPageChange,
    pageDrilled,
  );
  useReportContents(loaded?.report ?? null, reportId);
  useReportAppearanceSync(loaded, appearance);

  const fullScreen = (returnTo: HTMLElement | null) => {
    if (frameRef.current) showFullScreen(frameRef.current, returnTo);
  };

  const print = () => {
    reportRef.current?.print().catch((error: unknown) => console.error('The report could not be printed', error));
  };

  const phone = useIsPhone();
  const tabbed = pages.length > 1 && activePage !== null;
  const shownPage = pages.find((page) => page.name === activePage);
  /** What an export exports: the page on screen, a drill-through's hidden page included. */
  const onScreen = shownPage ?? hiddenPage;
  usePageShown(shownPage, onPageShown);
  // The report shows once its page tabs are in place above it: tabs that came after the report was drawn
  // pushed it down (on a phone they are a row of their own), under the eyes of the person reading it.
  const shownPhase = (phase === 'loaded' || phase === 'rendered') && !pagesRead ? 'loading' : phase;
  const pageSize = shownPageSize(appearance.layout);
  const view = {
    phase: shownPhase,
    // A phone's pages are a select, not tabs: no tab labels the frame there.
    labelledBy: tabbed && !phone ? reportPageTabId(tabsId, activePage) : null,
    pageSize,
  };
  const ownFrameHeight = useFrameHeight(frameRef, drawnPageSize(view), stage === null);
  useLayoutEffect(() => {
    stage?.show({ phase: shownPhase, labelledBy: view.labelledBy, pageSize });
  }, [stage, shownPhase, view.labelledBy, pageSize]);
  useLayoutEffect(() => () => stage?.show(WAITING_FRAME), [stage]);
  const failure = phase === 'failed' && (
    <div className={classes.failed}>
      <ReportLoadFailed onRetry={tryAgain} hint={REPORT_TEXT.embedFailedHint} framed={false} />
    </div>
  );
  /**
   * The report as it opens for everyone, on its first page. Opened in a linked view, its own state is
   * unknown: it is embedded again, without the view, on its first page.
   */
  const openOwnView = async () => {
    const report = loaded?.report;
    if (!report) return;
    if (defaultState) return showOwnView(report, defaultState, pages[0]?.name);
    const first = pages[0]?.name;
    if (first) onPageChange(first, 'replace');
    embedOwnView(first);
  };
  const backToOwnView = () => {
    openOwnView().then(
      () => setOutcome(null),
      (error: unknown) => console.error("The report's own view could not be shown", error),
    );
  };
  const definitionsPane =
    definitions && definitionsOpen ? (
      <ReportDefinitions
        id={definitionsId}
        report={loaded?.report ?? null}
        page={shownPage ?? null}
        failed={phase === 'failed'}
        render={definitions}
        takeFocus={openedByToggle}
        onClose={toggleDefinitions}
      />
    ) : null;
  const controls = (
    <>
      <ReportToolbar
        note={note}
        pageTabs={
          <ReportPageTabs
            id={tabsId}
            pages={pages}
            activePage={activePage}
            onChange={choosePage}
            loading={!pagesRead && phase !== 'failed'}
          />
        }
        onFullScreen={fullScreen}
        onPrint={print}
        reportReady={loaded !== null}
        definitions={
          definitions && {
            open: definitionsOpen,
            panelId: definitionsId,
            onToggle: toggleDefinitions,
          }
        }
        exportControl={
          loaded && onScreen
            ? (extras) => (
                <ExportReportMenu
                  reportId={reportId}
                  pageName={onScreen.name}
                  pageDisplayName={onScreen.displayName}
                  captureState={() => captureReportState(loaded.report)}
                  reportName={title}
                  renewIfExpiringSoon={renewIfExpiringSoon}
                  onSignInRequired={onSignInRequired}
                  extras={extras}
                />
              )
            : undefined
        }
        savedViews={
          owner ? (
            <ReportSavedViews
              report={loaded?.report ?? null}
              reportId={reportId}
              owner={owner}
              defaultState={defaultState}
              onReset={openOwnView}
              activePage={activePage}
              activePageName={onScreen?.displayName ?? null}
              shared={outcome?.kind === 'applied' ? outcome.view : null}
            />
          ) : null
        }
      />
      {outcome ? (
        <SharedViewBannerFor
          outcome={outcome}
          onDismiss={() => setOutcome(null)}
          onBack={backToOwnView}
          owner={owner}
          reportId={reportId}
        />
      ) : null}
    </>
  );
  if (stage) {
    return (
      <>
        {controls}
        {definitionsPane && stage.side && createPortal(definitionsPane, stage.side)}
        {failure && stage.overlay && createPortal(failure, stage.overlay)}
      </>
    );
  }
  return (
    <ReportLayout
      controls={controls}
      side={<div className={classes.side}>{definitionsPane}</div>}
      frameHeight={ownFrameHeight}
    >
      <ReportFrameBox frameRef={frameRef} hostRef={hostRef} view={view}>
        {failure}
      </ReportFrameBox>
    </ReportLayout>
  );
}
