import { Stack } from '@mantine/core';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { REPORT_TEXT } from '../constants';
import { useReportAppearance } from '../hooks/use-report-appearance';
import { useFrameHeight } from '../hooks/use-frame-height';
import type { ReportPageSize } from '../hooks/use-report-pages';
import { showReportFrame } from './prepared-report-frame';
import classes from './report-frame.module.css';
import { ReportSkeleton } from './report-skeleton';

export type EmbedPhase = 'loading' | 'loaded' | 'rendered' | 'failed';

/** What the frame shows: the embed's phase, and the page tab that labels it (as a tab panel). */
export interface ReportFrameView {
  phase: EmbedPhase;
  labelledBy: string | null;
  /** The size of the page shown, in page pixels (the frame takes its aspect ratio); null: unknown. */
  pageSize?: ReportPageSize | null;
}

const WAITING: ReportFrameView = { phase: 'loading', labelledBy: null };

/** The page size the frame is sized to: only once a report is drawn (while loading, the loading height). */
function drawnPageSize(view: ReportFrameView): ReportPageSize | null {
  return view.phase === 'loaded' || view.phase === 'rendered' ? (view.pageSize ?? null) : null;
}

/**
 * The report view's frame, in place from the first render of the view: the SDK can prepare its
 * iframe there (`service.bootstrap`) while the workplace sign-in state and the report lookup are
 * under way, and the embed later loads the report into that same iframe. Moving an iframe in the
 * document reloads it (but for a prepared frame's one move, prepared-report-frame.ts), so the frame
 * never moves: the sign-in states and the report's controls render above it (`children`), and the
 * embed reaches the frame through this context.
 */
export interface ReportStage {
  frame: RefObject<HTMLDivElement | null>;
  /** The element the SDK embeds into (inside the frame). */
  host: RefObject<HTMLDivElement | null>;
  /** Where the embed's failure overlay goes (inside the frame). */
  overlay: HTMLDivElement | null;
  /** Where the "Definitions" pane goes: beside the frame from 1440 px, over its right side below (report-frame.module.css). */
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
 * The frame's element for the SDK, in `slot`: the frame the route's loader prepared, or one prepared
 * now (prepared-report-frame.ts), while the rest of the view is still finding out whether and what to
 * embed. Set before any embed's effect runs (a layout effect), and gone with the view (another page,
 * a sign-out): an embed leaves a drawn report's frame to the stage for the next dashboard
 * (report-embed.tsx).
 */
function useStageFrameElement() {
  const { layout } = useReportAppearance();
  const preparedFor = useRef(layout);
  const slotRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!slot) return undefined;
    const { element, release } = showReportFrame(slot, preparedFor.current);
    hostRef.current = element;
    return () => {
      hostRef.current = null;
      release();
    };
  }, []);
  return { slotRef, hostRef };
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
  frameHeight,
  children,
}: {
  controls: ReactNode;
  side: ReactNode;
  /** The frame's height (use-frame-height.ts); none: the loading height. The pane beside the frame is as tall. */
  frameHeight?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={6} className={classes.stage} style={frameHeight ? { '--report-height': frameHeight } : undefined}>
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
  const { slotRef, hostRef: host } = useStageFrameElement();
  const [overlay, setOverlay] = useState<HTMLDivElement | null>(null);
  const [side, setSide] = useState<HTMLDivElement | null>(null);
  const [view, setView] = useState<ReportFrameView>(WAITING);
  const [hiddenBy, setHiddenBy] = useState(0);

  const show = useCallback((next: ReportFrameView) => {
    setView((current) =>
      current.phase === next.phase &&
      current.labelledBy === next.labelledBy &&
      current.pageSize?.width === next.pageSize?.width &&
      current.pageSize?.height === next.pageSize?.height
        ? current
        : next,
    );
  }, []);
  const hide = useCallback((hidden: boolean) => setHiddenBy((count) => count + (hidden ? 1 : -1)), []);
  const stage = useMemo<ReportStage>(
    () => ({ frame, host, overlay, side, show, hide }),
    [host, overlay, side, show, hide],
  );
  const frameHeight = useFrameHeight(frame, drawnPageSize(view));

  return (
    <ReportStageContext.Provider value={stage}>
      <ReportLayout controls={children} side={<div ref={setSide} className={classes.side} />} frameHeight={frameHeight}>
        <ReportFrameBox frameRef={frame} hostRef={slotRef} view={view} hidden={hiddenBy > 0}>
          <div ref={setOverlay} />
        </ReportFrameBox>
      </ReportLayout>
    </ReportStageContext.Provider>
  );
}

export const WAITING_FRAME = WAITING;
export { drawnPageSize };
