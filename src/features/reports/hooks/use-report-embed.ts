import type { service as PowerBiServiceModule } from 'powerbi-client';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { REPORT_LOAD_WATCHDOG_MS } from '../constants';
import { reportEmbedConfig } from '../lib/embed-config';
import { powerBiService, type PowerBiReport } from '../lib/powerbi';
import { reloadPage } from '../lib/reload-page';
import { handleTokenExpired, isTokenExpiredError, type ReloadCounter } from '../lib/token-expired';
import type { EmbedPhase } from '../components/report-stage';
import type { ReportAppearance } from './use-report-appearance';
import { tellViewOpened, type LinkedView, type SharedViewOutcome, type ViewToOpen } from './use-linked-view';

/** A report that has loaded, with what it was embedded with. */
export interface LoadedReport {
  report: PowerBiReport;
  embeddedWith: ReportAppearance;
}

/** What the embedding takes from `ReportEmbed`'s caller, as given. */
export interface ReportEmbedSource {
  reportId: string;
  embedUrl: string;
  accessToken: string;
  /** The page the URL names (none: the report's first page); read when embedding only. */
  pageName?: string;
  /** Renews the dashboard token after the report said `TokenExpired` (the page reloads after it). */
  renewToken: () => Promise<unknown>;
  /** Renewal failed: only an interactive sign-in can help. */
  onSignInRequired: () => void;
  /**
   * Renews the token when it is about to expire; rejects when only a sign-in can help (then
   * `onSignInRequired` runs). A click on a visual and the start of an export call it.
   */
  renewIfExpiringSoon: () => Promise<unknown>;
  /**
   * A view a link named (`useLinkedView`): the report is embedded in it once it has been read (it
   * waits while `reading`), only the first time (Try again, Reset open the report's own view).
   */
  linkedView?: LinkedView;
  /** The linked view went into the embed (or could not): the URL drops the link and names its page. */
  onLinkedViewUsed?: (pageName: string | null) => void;
}

export interface ReportEmbedOptions extends ReportEmbedSource {
  /** The element the report is embedded into: fixed for the caller's life. */
  hostRef: RefObject<HTMLDivElement | null>;
  /** The view's stage holds the frame: a frame that drew its report is left to it, not reset. */
  stageKeepsFrame: boolean;
  /** The scheme and size, read when embedding only (later ones reach it through `useReportAppearanceSync`). */
  appearance: ReportAppearance;
  /** Where the TokenExpired reloads are counted. */
  reloadCounter: ReloadCounter;
}

export interface ReportEmbedding {
  phase: EmbedPhase;
  loaded: LoadedReport | null;
  /** The report embedded last (null once it is gone): for the controls that act on it, e.g. Print. */
  reportRef: RefObject<PowerBiReport | null>;
  /**
   * The state the report had when it loaded: what "Reset view" returns to. Unknown (null) when it
   * loaded in a linked view: Reset then embeds it again without one.
   */
  defaultState: string | null;
  /** What a shared link's person is told (the banner). */
  outcome: SharedViewOutcome | null;
  setOutcome: (outcome: SharedViewOutcome | null) => void;
  /** "Try again": embeds the report afresh, in its own view, as a new TokenExpired episode. */
  tryAgain: () => void;
  /** Embeds the report again in its own view, on `startPage` (Reset of a linked view). */
  embedOwnView: (startPage: string | undefined) => void;
}

/**
 * The Power BI report, embedded once per report and embed URL: a re-render or a renewed token never
 * re-embeds it; a new token goes in through `setAccessToken`. Any outcome other than a drawn report
 * (an embed error other than `TokenExpired`, no `loaded` in time, TokenExpired reloads exhausted)
 * ends in the `failed` phase, from which `tryAgain` embeds again.
 */
export function useReportEmbed({
  reportId,
  embedUrl,
  accessToken,
  hostRef,
  stageKeepsFrame,
  pageName,
  appearance,
  renewToken,
  onSignInRequired,
  renewIfExpiringSoon,
  reloadCounter,
  linkedView,
  onLinkedViewUsed,
}: ReportEmbedOptions): ReportEmbedding {
  const reportRef = useRef<PowerBiReport | null>(null);
  const embeddedToken = useRef(accessToken);
  const callbacks = useRef({ renewToken, onSignInRequired, renewIfExpiringSoon, reloadCounter, onLinkedViewUsed });
  const [phase, setPhase] = useState<EmbedPhase>('loading');
  /** Bumped by "Try again": embeds the report afresh. */
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<LoadedReport | null>(null);
  const [defaultState, setDefaultState] = useState<string | null>(null);
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
  // Read when embedding only: a later page, scheme or size reaches the report without a new embed.
  const embedWith = useRef({ pageName, appearance });
  useEffect(() => {
    embedWith.current = { pageName, appearance };
  });

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
      if (stageKeepsFrame && drawn) {
        for (const event of ['loaded', 'rendered', 'error', 'visualClicked']) report.off(event);
      } else {
        service.reset(host);
      }
    };
    // `hostRef` is the view's frame or the caller's own, and the stage the caller's: fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reportId, embedUrl, attempt, waitingForView]);

  useEffect(() => {
    if (accessToken === embeddedToken.current) return;
    embeddedToken.current = accessToken;
    reportRef.current?.setAccessToken(accessToken).catch((error: unknown) => {
      console.error('The renewed token could not be handed to the report', error);
    });
  }, [accessToken]);

  const tryAgain = () => {
    linkDone.current = true;
    // A user's retry starts a new TokenExpired episode too.
    reloadCounter.write(0);
    embeddedToken.current = accessToken;
    setPhase('loading');
    setAttempt((count) => count + 1);
  };

  const embedOwnView = (startPage: string | undefined) => {
    restartPage.current = startPage;
    linkDone.current = true;
    setPhase('loading');
    setAttempt((count) => count + 1);
  };

  return { phase, loaded, reportRef, defaultState, outcome, setOutcome, tryAgain, embedOwnView };
}
