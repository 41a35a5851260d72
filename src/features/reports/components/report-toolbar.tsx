import { ActionIcon, Button, Drawer, Menu, Popover, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBook2, IconBookmark, IconDots, IconInfoCircle, IconMaximize, IconPrinter } from '@tabler/icons-react';
import { forwardRef, useRef, useState, type ReactNode } from 'react';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { REPORT_TEXT, SAVED_VIEWS_TEXT } from '../constants';
import { useReportDescription } from '../report-about';
import { BottomSheet, BottomSheetHeader } from './bottom-sheet';
import classes from './report-toolbar.module.css';

interface ReportToolbarProps {
  note?: string;
  /** The report's page tabs: the row's left side, attached to the report. */
  pageTabs?: ReactNode;
  /** Full screen; the keyboard comes back to `returnTo` when it ends. */
  onFullScreen: (returnTo: HTMLElement | null) => void;
  onPrint?: () => void;
  /** The view menu and "Share" (report-saved-views.tsx). */
  savedViews?: ReactNode;
  /** "Export" (PDF or PNG of the current page): a menu of its own. */
  exportControl?: ReactNode;
  /** Print waits for a loaded report. */
  reportReady?: boolean;
  /** The "Definitions" pane (issue 40): whether it is open, the pane's id, and its toggle. */
  definitions?: { open: boolean; panelId: string; onToggle: () => void };
}

/**
 * The dashboard's one action row: the page tabs on the left; on the right the view menu, "Share" (the
 * one filled button), the "Export" menu, then icon buttons with tooltips: the topic's note (R2.40: it
 * sits left of "Full Screen"), "Definitions" (a toggle), "Print" and "Full Screen". On phones what does
 * not fit goes into one "More" menu; the saved views open in one sheet from it, never a dialog over a
 * dialog.
 */
export function ReportToolbar(props: ReportToolbarProps) {
  const phone = useIsPhone();
  return (
    <div className={classes.row}>
      <div className={classes.tabs}>{props.pageTabs}</div>
      <div className={classes.actions}>{phone ? <PhoneActions {...props} /> : <WideActions {...props} />}</div>
    </div>
  );
}

/** An icon button named by its tooltip (the name is its accessible name too). */
const ToolbarIcon = forwardRef<
  HTMLButtonElement,
  { label: string; onClick: () => void; disabled?: boolean; pressed?: boolean; controls?: string; children: ReactNode }
>(function ToolbarIcon({ label, onClick, disabled, pressed, controls, children }, ref) {
  return (
    <Tooltip label={label} withinPortal openDelay={300}>
      <ActionIcon
        ref={ref}
        size="input-sm"
        variant={pressed ? 'light' : 'default'}
        aria-label={label}
        aria-pressed={pressed}
        aria-controls={controls}
        onClick={onClick}
        disabled={disabled}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
});

/**
 * The topic's description and note behind an info button: a click (or Enter) shows them, Escape or a
 * click elsewhere hides them.
 * While it is open the button's tooltip stands aside: the pointer still on the button would lay the
 * tooltip over the note's first line.
 */
function NoteButton({ note }: { note?: string }) {
  const [opened, setOpened] = useState(false);
  const description = useReportDescription();
  if (!note && !description) return null;
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={320} opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Tooltip label={REPORT_TEXT.note} withinPortal openDelay={300} disabled={opened}>
          {/* A controlled popover's target does not toggle it: the button does. */}
          <ActionIcon
            size="input-sm"
            variant="default"
            aria-label={REPORT_TEXT.note}
            onClick={() => setOpened((open) => !open)}
          >
            <IconInfoCircle size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label={REPORT_TEXT.note}>
        {description ? <Text size="sm">{description}</Text> : null}
        {note ? (
          <Text size={description ? 'xs' : 'sm'} c={description ? 'dimmed' : undefined} mt={description ? 6 : 0}>
            {note}
          </Text>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}

function WideActions({
  note,
  onFullScreen,
  onPrint,
  savedViews,
  exportControl,
  reportReady = true,
  definitions,
}: ReportToolbarProps) {
  const fullScreenButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      {savedViews}
      {exportControl}
      <NoteButton note={note} />
      {definitions ? (
        <ToolbarIcon
          label={REPORT_TEXT.definitions}
          pressed={definitions.open}
          controls={definitions.open ? definitions.panelId : undefined}
          onClick={definitions.onToggle}
        >
          <IconBook2 size={18} aria-hidden />
        </ToolbarIcon>
      ) : null}
      {onPrint ? (
        <ToolbarIcon label={REPORT_TEXT.print} onClick={onPrint} disabled={!reportReady}>
          <IconPrinter size={18} aria-hidden />
        </ToolbarIcon>
      ) : null}
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

/** Phones: Export, the note, and a "More" menu with the rest (the saved views in a sheet). */
function PhoneActions(props: ReportToolbarProps) {
  const { note, onPrint, savedViews } = props;
  const [viewsOpened, views] = useDisclosure(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      {props.exportControl}
      <NoteButton note={note} />
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button ref={moreButton} variant="default" leftSection={<IconDots size={18} aria-hidden />}>
            {REPORT_TEXT.more}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {savedViews ? (
            <Menu.Item leftSection={<IconBookmark size={16} aria-hidden />} onClick={views.open}>
              {SAVED_VIEWS_TEXT.savedViews}
            </Menu.Item>
          ) : null}
          {props.definitions ? (
            <Menu.Item leftSection={<IconBook2 size={16} aria-hidden />} onClick={props.definitions.onToggle}>
              {REPORT_TEXT.definitions}
            </Menu.Item>
          ) : null}
          {onPrint ? (
            <Menu.Item
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={onPrint}
              disabled={props.reportReady === false}
            >
              {REPORT_TEXT.print}
            </Menu.Item>
          ) : null}
          <Menu.Item
            leftSection={<IconMaximize size={16} aria-hidden />}
            onClick={() => props.onFullScreen(moreButton.current)}
          >
            {REPORT_TEXT.fullScreen}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {savedViews ? (
        <BottomSheet opened={viewsOpened} onClose={views.close} label={SAVED_VIEWS_TEXT.savedViews}>
          <BottomSheetHeader title={SAVED_VIEWS_TEXT.savedViews} onClose={views.close} />
          <Drawer.Body>{savedViews}</Drawer.Body>
        </BottomSheet>
      ) : null}
    </>
  );
}
