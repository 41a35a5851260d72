import type { service as PowerBiServiceModule } from 'powerbi-client';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { REPORT_LOAD_WATCHDOG_MS, REPORT_TEXT } from '../constants';
import { useReportAppearance, useReportAppearanceSync, type ReportAppearance } from '../hooks/use-report-appearance';
import { useReportPages, type PageChangeEntry } from '../hooks/use-report-pages';
import { useReportContents } from '../hooks/use-report-contents';
import { tellViewOpened, type LinkedView, type SharedViewOutcome, type ViewToOpen } from '../hooks/use-linked-view';
import { useDefinitionsOpen } from '../hooks/use-definitions-open';
import { reportEmbedConfig } from '../lib/embed-config';
import { powerBiService, type PowerBiReport } from '../lib/powerbi';
import { reloadPage } from '../lib/reload-page';
import {
  handleTokenExpired,
  historyReloadCounter,
  isTokenExpiredError,
  type ReloadCounter,
} from '../lib/token-expired';
import classes from './report-frame.module.css';
import { reportPageTabId, ReportPageTabs } from './report-page-tabs';
import { ReportFrameBox, ReportLayout, useReportStage, WAITING_FRAME, type EmbedPhase } from './report-stage';
import { ReportSavedViews } from './report-saved-views';
import { ReportLoadFailed } from './report-states';
import { ReportToolbar } from './report-toolbar';
import { ReportDefinitions, type RenderReportDefinitions } from './report-definitions';
import { ExportReportMenu } from '../export/components/export-report-menu';
import { captureReportState } from '../export/lib/capture-report-state';
import { showOwnView } from '../lib/own-view';
import { SharedViewBannerFor } from './owned-shared-view-banner';
import type { ShownReportPage } from '../report-view';

interface ReportEmbedProps {
  reportId: string;
  embedUrl: string;
  accessToken: string;
  note?: string;
  /** Renews the dashboard token after the report said `TokenExpired` (the page reloads after it). */
  renewToken: () => Promise<unknown>;
  /** Renewal failed: only an interactive sign-in can help. */
  onSignInRequired: () => void;
  /**
   * Renews the token when it is about to expire; rejects when only a sign-in can help (then
   * `onSignInRequired` runs). A click on a visual and the start of an export call it.
   */
  renewIfExpiringSoon: () => Promise<unknown>;
  /** Where the TokenExpired reloads are counted (the history entry; tests give their own). */
  reloadCounter?: ReloadCounter;
  /** The page the URL names (none: the report's first page). */
  pageName?: string;
  /** The URL's entry is a drill-through from `pageName` to a hidden page (see `useReportPages`). */
  pageDrilled?: boolean;
  /** A page change to write into the URL. */
  onPageChange?: (page: string, entry: PageChangeEntry) => void;
  /** The signed-in user's username, whose saved views are shown (none: no saved views). */
  owner?: string;
  /** The report's display name (the topic title): the name of an exported file. */
  title: string;
  /**
   * A view a link named (`useLinkedView`): the report is embedded in it once it has been read (it
   * waits while `reading`), only the first time (Try again, Reset open the report's own view).
   */
  linkedView?: LinkedView;
  /** The linked view went into the embed (or could not): the URL drops the link and names its page. */
  onLinkedViewUsed?: (pageName: string | null) => void;
  /** The "Definitions" panel's content (the glossary entries of the page shown); none: no panel. */
  definitions?: RenderReportDefinitions;
  /** The report shows a page: once it has loaded and at each change of page. */
  onPageShown?: (page: ShownReportPage) => void;
}

/** A report that has loaded, with what it was embedded with. */
interface LoadedReport {
  report: PowerBiReport;
  embeddedWith: ReportAppearance;
}

const ignorePageChange = () => undefined;

/**
 * The Power BI report, embedded once per report and embed URL: a re-render or a renewed token never
 * re-embeds it; a new token goes in through `setAccessToken`. Any outcome other than a drawn report
 * (an embed error other than `TokenExpired`, no `loaded` in time, TokenExpired reloads exhausted)
 * ends in the failure state with "Try again", which embeds again.
 *
 * Inside the report view it embeds into the view's frame (`ReportStageFrame`), which may already
 * hold the SDK's bootstrapped iframe: the report then loads into it. On its own it draws its frame.
 */
export function ReportEmbed({
  reportId,
  embedUrl,
  accessToken,
  note,
  renewToken,
  onSignInRequired,
  renewIfExpiringSoon,
  reloadCounter = historyReloadCounter,
  pageName,
  pageDrilled,
  onPageChange = ignorePageChange,
  owner,
  title,
  linkedView,
  onLinkedViewUsed,
  definitions,
  onPageShown,
}: ReportEmbedProps) {
  const stage = useReportStage();
  const ownFrameRef = useRef<HTMLDivElement>(null);
  const ownHostRef = useRef<HTMLDivElement>(null);
  const frameRef = stage?.frame ?? ownFrameRef;
  const hostRef = stage?.host ?? ownHostRef;
  const reportRef = useRef<PowerBiReport | null>(null);
  const embeddedToken = useRef(accessToken);
  const callbacks = useRef({ renewToken, onSignInRequired, renewIfExpiringSoon, reloadCounter, onLinkedViewUsed });
  const [phase, setPhase] = useState<EmbedPhase>('loading');
  /** Bumped by "Try again": embeds the report afresh. */
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<LoadedReport | null>(null);
  /**
   * The state the report had when it loaded: what "Reset view" returns to. Unknown (null) when it
   * loaded in a linked view: Reset then embeds it again without one.
   */
  const [defaultState, setDefaultState] = useState<string | null>(null);
  /** What a shared link's person is told (the banner). */
  const [outcome, setOutcome] = useState<SharedViewOutcome | null>(null);
  const linked = useRef(linkedView);
  useEffect(() => {
    linked.current = linkedView;
  });
  /**
   * Set by Try again and Reset: their embed is the report's own view, not the linked one. (Not set by
   * the embed itself: React's StrictMode runs it twice, and both runs must open the view.)
   */
  const linkDone = useRef(false);
  /** The page a Reset of a linked view re-embeds on (the report's first), ahead of the URL's. */
  const restartPage = useRef<string | undefined>(undefined);
  const waitingForView = linkedView?.status === 'reading';
  const appearance = useReportAppearance();
  // Read when embedding only: a later page, scheme or size reaches the report without a new embed.
  const embedWith = useRef({ pageName, appearance });
  useEffect(() => {
    embedWith.current = { pageName, appearance };
  });
  const tabsId = useId();
  const definitionsId = useId();
  const { open: definitionsOpen, toggle: toggleDefinitions } = useDefinitionsOpen();
  const { pages, activePage, hiddenPage, pagesRead, choosePage } = useReportPages(
    loaded?.report ?? null,
    pageName,
    onPageChange,
    pageDrilled,
  );
  useReportContents(loaded?.report ?? null, reportId);
  useReportAppearanceSync(loaded, appearance);

  useEffect(() => {
    callbacks.current = { renewToken, onSignInRequired, renewIfExpiringSoon, reloadCounter, onLinkedViewUsed };
  });

  useEffect(() => {
    const host = hostRef.current;
    // A linked view is waited for: the report is embedded in it, never in its default view first.
    if (!host || (waitingForView && !linkDone.current)) return undefined;
    const { service, componentType } = powerBiService();
    let report: PowerBiReport;
    let cancelTokenExpired: () => void = () => undefined;
    const fail = (message: string, detail?: unknown) => {
      // Logged with their detail; the frame says it failed, with a retry (R8.6).
      console.error(message, detail);
      setPhase('failed');
    };
    const { appearance: embeddedWith } = embedWith.current;
    const startPage = restartPage.current ?? embedWith.current.pageName;
    restartPage.current = undefined;
    const link = linkDone.current ? undefined : linked.current;
    const view: ViewToOpen | undefined = link?.status === 'read' ? link.view : undefined;
    if (link?.status === 'failed') setOutcome({ kind: 'failed', text: link.text });
    if (link) callbacks.current.onLinkedViewUsed?.(view?.pageName ?? null);
    try {
      const config = reportEmbedConfig({
        reportId,
        embedUrl,
        accessToken: embeddedToken.current,
        pageName: view ? (view.pageName ?? undefined) : startPage,
        bookmarkState: view?.state,
        ...embeddedWith,
      });
      // A frame the view bootstrapped is loaded in place; the SDK then requires the component's own
      // type (`report`), the seam's component type only creates frames.
      const bootstrapped = (host as Partial<PowerBiServiceModule.IPowerBiElement>).powerBiEmbed !== undefined;
      report = service.embed(host, { ...config, type: bootstrapped ? config.type : componentType }) as PowerBiReport;
    } catch (error) {
      // The SDK throws synchronously (e.g. an embed URL it refuses): the frame must say so, not spin.
      fail('The report could not be embedded', error);
      return undefined;
    }
    reportRef.current = report;
    const watchdog = setTimeout(
      () => fail(`The report did not load within ${REPORT_LOAD_WATCHDOG_MS / 1000} s`),
      REPORT_LOAD_WATCHDOG_MS,
    );
    /** The report was drawn in this frame: the frame is sound, and the stage may keep it (below). */
    let drawn = false;
    report.on('loaded', () => {
      clearTimeout(watchdog);
      setPhase((current) => (current === 'rendered' ? current : 'loaded'));
      setLoaded({ report, embeddedWith });
      if (view) {
        tellViewOpened(view, setOutcome);
        return;
      }
      report.bookmarksManager.capture().then(
        (bookmark) => setDefaultState(bookmark.state ?? null),
        (error: unknown) => console.error('The report view could not be captured', error),
      );
    });
    report.on('rendered', () => {
      drawn = true;
      clearTimeout(watchdog);
      // A drawn report ends any TokenExpired episode: a later expiry may reload again.
      if (callbacks.current.reloadCounter.read() !== 0) callbacks.current.reloadCounter.write(0);
      setPhase('rendered');
    });
    report.on('error', (event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      clearTimeout(watchdog);
      if (!isTokenExpiredError(detail)) {
        fail('Embedded report error', detail);
        return;
      }
      cancelTokenExpired();
      cancelTokenExpired = handleTokenExpired({
        renew: () => callbacks.current.renewToken(),
        reload: reloadPage,
        onSignInRequired: () => callbacks.current.onSignInRequired(),
        onGiveUp: () => setPhase('failed'),
        counter: callbacks.current.reloadCounter,
      });
    });
    // A click is where a user works on: a token near its end is renewed before the next one.
    report.on('visualClicked', () => {
      callbacks.current.renewIfExpiringSoon().catch(() => callbacks.current.onSignInRequired());
    });
    return () => {
      clearTimeout(watchdog);
      cancelTokenExpired();
      reportRef.current = null;
      setLoaded(null);
      setDefaultState(null);
      // The view's stage keeps a frame that drew its report: the next dashboard (or Reset) loads into it,
      // as the SDK does on an element that holds an embed, and the service's page is not loaded again
      // (docs/performance.md). Its handlers go with this embed. A frame that never drew (still loading,
      // failed) is replaced, so a late event of its report reaches no one.
      if (stage && drawn) {
        for (const event of ['loaded', 'rendered', 'error', 'visualClicked']) report.off(event);
      } else {
        service.reset(host);
      }
    };
    // `hostRef` is the view's frame or this component's own: fixed for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reportId, embedUrl, attempt, waitingForView]);

  useEffect(() => {
    if (accessToken === embeddedToken.current) return;
    embeddedToken.current = accessToken;
    reportRef.current?.setAccessToken(accessToken).catch((error: unknown) => {
      console.error('The renewed token could not be handed to the report', error);
    });
  }, [accessToken]);

  /**
   * Full screen for the report's frame. The keyboard goes with it (into the report) and, on leaving
   * (Esc or the browser's own control), back to `returnTo`: the control that asked for it.
   */
  const fullScreen = (returnTo: HTMLElement | null) => {
    const frame = frameRef.current;
    if (!frame) return;
    frame.requestFullscreen().then(
      () => {
        frame.querySelector('iframe')?.focus();
        const onChange = () => {
          if (document.fullscreenElement === frame) return;
          document.removeEventListener('fullscreenchange', onChange);
          returnTo?.focus();
        };
        document.addEventListener('fullscreenchange', onChange);
      },
      (error: unknown) => console.error('Full screen was refused', error),
    );
  };

  const tryAgain = () => {
    linkDone.current = true;
    // A user's retry starts a new TokenExpired episode too.
    reloadCounter.write(0);
    embeddedToken.current = accessToken;
    setPhase('loading');
    setAttempt((count) => count + 1);
  };

  const print = () => {
    reportRef.current?.print().catch((error: unknown) => console.error('The report could not be printed', error));
  };

  const tabbed = pages.length > 1 && activePage !== null;
  const shownPage = pages.find((page) => page.name === activePage);
  /** What an export exports: the page on screen, a drill-through's hidden page included. */
  const onScreen = shownPage ?? hiddenPage;
  const pageShown = useRef(onPageShown);
  useEffect(() => {
    pageShown.current = onPageShown;
  });
  // Once per page shown (a re-render, or a new callback, says nothing new).
  const shownName = shownPage?.name;
  const shownTitle = shownPage?.displayName;
  useEffect(() => {
    if (shownName !== undefined && shownTitle !== undefined)
      pageShown.current?.({ name: shownName, displayName: shownTitle });
  }, [shownName, shownTitle]);
  // The report shows once its page tabs are in place above it: tabs that came after the report was drawn
  // pushed it down (on a phone they are a row of their own), under the eyes of the person reading it.
  const shownPhase = (phase === 'loaded' || phase === 'rendered') && !pagesRead ? 'loading' : phase;
  const view = { phase: shownPhase, labelledBy: tabbed ? reportPageTabId(tabsId, activePage) : null };
  useLayoutEffect(() => {
    stage?.show({ phase: view.phase, labelledBy: view.labelledBy });
  }, [stage, view.phase, view.labelledBy]);
  useLayoutEffect(() => () => stage?.show(WAITING_FRAME), [stage]);
  const failure = phase === 'failed' && (
    <div className={classes.failed}>
      <ReportLoadFailed onRetry={tryAgain} hint={REPORT_TEXT.embedFailedHint} />
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
    restartPage.current = first;
    linkDone.current = true;
    if (first) onPageChange(first, 'replace');
    setPhase('loading');
    setAttempt((count) => count + 1);
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
        onClose={toggleDefinitions}
      />
    ) : null;
  const controls = (
    <>
      <ReportToolbar
        note={note}
        pageTabs={<ReportPageTabs id={tabsId} pages={pages} activePage={activePage} onChange={choosePage} />}
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
          loaded &&
          onScreen && (
            <ExportReportMenu
              reportId={reportId}
              pageName={onScreen.name}
              pageDisplayName={onScreen.displayName}
              captureState={() => captureReportState(loaded.report)}
              reportName={title}
              renewIfExpiringSoon={renewIfExpiringSoon}
              onSignInRequired={onSignInRequired}
            />
          )
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
    <ReportLayout controls={controls} side={<div className={classes.side}>{definitionsPane}</div>}>
      <ReportFrameBox frameRef={frameRef} hostRef={hostRef} view={view}>
        {failure}
      </ReportFrameBox>
    </ReportLayout>
  );
}
