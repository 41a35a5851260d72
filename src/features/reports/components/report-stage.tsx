import { Stack } from '@mantine/core';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { REPORT_TEXT } from '../constants';
import { useReportAppearance } from '../hooks/use-report-appearance';
import { layoutTypeFor } from '../lib/embed-config';
import { powerBiService } from '../lib/powerbi';
import { readTokenInfo } from '@/session';
import { workplaceSignIn } from '@/config';
import classes from './report-frame.module.css';
import { ReportSkeleton } from './report-skeleton';

export type EmbedPhase = 'loading' | 'loaded' | 'rendered' | 'failed';

/** What the frame shows: the embed's phase, and the page tab that labels it (as a tab panel). */
export interface ReportFrameView {
  phase: EmbedPhase;
  labelledBy: string | null;
}

const WAITING: ReportFrameView = { phase: 'loading', labelledBy: null };

/**
 * The report view's frame, in place from the first render of the view: the SDK can prepare its
 * iframe there (`service.bootstrap`) while the workplace sign-in state and the report lookup are
 * under way, and the embed later loads the report into that same iframe. Moving an iframe in the
 * document reloads it, so the frame never moves: the sign-in states and the report's controls render
 * above it (`children`), and the embed reaches the frame through this context.
 */
export interface ReportStage {
  frame: RefObject<HTMLDivElement | null>;
  host: RefObject<HTMLDivElement | null>;
  /** Where the embed's failure overlay goes (inside the frame). */
  overlay: HTMLDivElement | null;
  /** Where the "Definitions" pane goes: beside the frame (report-frame.module.css places it). */
  side: HTMLDivElement | null;
  show: (view: ReportFrameView) => void;
  /** Hides the frame while a message stands instead of the report (signed out, a failed lookup). */
  hide: (hidden: boolean) => void;
}

const ReportStageContext = createContext<ReportStage | null>(null);

/** The stage the embed renders into, or null when it is used on its own (tests, stories). */
export function useReportStage(): ReportStage | null {
  return useContext(ReportStageContext);
}

/** Rendered next to a message that stands instead of the report: the frame is hidden meanwhile. */
export function HiddenReportFrame() {
  const stage = useReportStage();
  useLayoutEffect(() => {
    if (!stage) return undefined;
    stage.hide(true);
    return () => stage.hide(false);
  }, [stage]);
  return null;
}

/**
 * The embed's frame: the SDK's iframe goes into `host`; a loader covers it until the report is
 * drawn or has failed; `children` are the embed's overlays.
 */
export function ReportFrameBox({
  frameRef,
  hostRef,
  view,
  hidden = false,
  children,
}: {
  frameRef: RefObject<HTMLDivElement | null>;
  hostRef: RefObject<HTMLDivElement | null>;
  view: ReportFrameView;
  hidden?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      ref={frameRef}
      className={classes.frame}
      hidden={hidden}
      aria-busy={view.phase === 'loading'}
      data-embed-phase={view.phase}
      {...(view.labelledBy ? { role: 'tabpanel', 'aria-labelledby': view.labelledBy } : {})}
    >
      <div ref={hostRef} className={classes.host} />
      {view.phase === 'loading' && (
        <div className={classes.loading} role="status" aria-label={REPORT_TEXT.loading}>
          <ReportSkeleton />
        </div>
      )}
      {children}
    </div>
  );
}

/**
 * Prepares the SDK's iframe in `host` while the rest of the view is still finding out whether and
 * what to embed (powerbi-client's `bootstrap`: the frame and the report service's page load ahead of
 * the token and the lookup). Only when a workplace token is stored: a user who never signed in to
 * the workplace gets the "Dashboard Login" prompt, and no frame is loaded for nothing.
 */
function useBootstrappedFrame(host: RefObject<HTMLDivElement | null>) {
  const { layout } = useReportAppearance();
  const bootstrapWith = useRef(layout);
  useEffect(() => {
    const element = host.current;
    if (!element || readTokenInfo() === null) return undefined;
    const { service, componentType } = powerBiService();
    try {
      service.bootstrap(element, {
        type: componentType,
        // The report service's embed page: the lookup's embed URL, once known, goes in with the load.
        embedUrl: workplaceSignIn.reportEmbedBaseUrl,
        // The layout decides the page the frame loads (the SDK adds `isMobile` for the phone layout).
        settings: { layoutType: layoutTypeFor(bootstrapWith.current) },
      });
    } catch (error) {
      // Only an optimisation: the embed then creates its own frame.
      console.error('The report frame could not be prepared', error);
      return undefined;
    }
    return undefined;
  }, [host]);
  // The frame goes with the view (another page, a sign-out), whoever embedded into it last: an embed
  // leaves a drawn report's frame to the stage for the next dashboard (report-embed.tsx).
  useEffect(() => {
    const element = host.current;
    return () => {
      if (element) powerBiService().service.reset(element);
    };
  }, [host]);
}

/**
 * The report view's layout: its controls (the action row, or a message standing instead of the
 * report) right above the report's body: the frame (`children`) and the pane's place (`side`, an
 * element that is empty, and not drawn, while no pane is open). The same for the view's stage and an
 * embed on its own.
 */
export function ReportLayout({
  controls,
  side,
  children,
}: {
  controls: ReactNode;
  side: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap={6} className={classes.stage}>
      {controls}
      <div className={classes.body}>
        {side}
        {children}
      </div>
    </Stack>
  );
}

/** The frame, in place from the start, with the view's states and the report's controls above it. */
export function ReportStageFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [overlay, setOverlay] = useState<HTMLDivElement | null>(null);
  const [side, setSide] = useState<HTMLDivElement | null>(null);
  const [view, setView] = useState<ReportFrameView>(WAITING);
  const [hiddenBy, setHiddenBy] = useState(0);
  useBootstrappedFrame(host);

  const show = useCallback((next: ReportFrameView) => {
    setView((current) => (current.phase === next.phase && current.labelledBy === next.labelledBy ? current : next));
  }, []);
  const hide = useCallback((hidden: boolean) => setHiddenBy((count) => count + (hidden ? 1 : -1)), []);
  const stage = useMemo<ReportStage>(() => ({ frame, host, overlay, side, show, hide }), [overlay, side, show, hide]);

  return (
    <ReportStageContext.Provider value={stage}>
      <ReportLayout controls={children} side={<div ref={setSide} className={classes.side} />}>
        <ReportFrameBox frameRef={frame} hostRef={host} view={view} hidden={hiddenBy > 0}>
          <div ref={setOverlay} />
        </ReportFrameBox>
      </ReportLayout>
    </ReportStageContext.Provider>
  );
}

export const WAITING_FRAME = WAITING;
