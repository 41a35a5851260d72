import { Button, Drawer, Group, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBook2, IconBookmark, IconDots, IconMaximize, IconPrinter } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { REPORT_TEXT, SAVED_VIEWS_TEXT } from '../constants';

interface ReportToolbarProps {
  note?: string;
  /** Full screen; the keyboard comes back to `returnTo` when it ends. */
  onFullScreen: (returnTo: HTMLElement | null) => void;
  onPrint?: () => void;
  savedViews?: ReactNode;
  /** Issue 18's "Export" (PDF or PNG of the current page) mounts here, between Print and Full Screen. */
  exportControl?: ReactNode;
  /** Print waits for a loaded report. */
  reportReady?: boolean;
  /** The "Definitions" panel (issue 40): whether it is open, the panel's id, and its toggle. */
  definitions?: { open: boolean; panelId: string; onToggle: () => void };
}

/**
 * The dashboard's toolbar: the topic's optional note, then "Definitions", the saved views, "Print",
 * the export control and "Full Screen" (R2.40: the note sits left of "Full Screen"). On phones the
 * report must start near the top, so the toolbar is one row: the main action (Export, which also
 * shows its progress on a row of its own) and a "More" menu with the rest; the saved views (save,
 * share, the list, reset) open in one sheet from it, never a dialog over a dialog.
 */
export function ReportToolbar(props: ReportToolbarProps) {
  return useIsPhone() ? <PhoneReportToolbar {...props} /> : <WideReportToolbar {...props} />;
}

function WideReportToolbar({
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
    <Group justify="flex-end" gap="xs" wrap="wrap" align="center">
      {note ? (
        // Left-aligned in the room the buttons leave: read as a sentence, not squeezed against them.
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {note}
        </Text>
      ) : null}
      {definitions ? (
        <Button
          variant={definitions.open ? 'filled' : 'light'}
          leftSection={<IconBook2 size={18} aria-hidden />}
          aria-expanded={definitions.open}
          aria-controls={definitions.open ? definitions.panelId : undefined}
          onClick={definitions.onToggle}
        >
          {REPORT_TEXT.definitions}
        </Button>
      ) : null}
      {savedViews}
      {onPrint ? (
        <Button
          variant="light"
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={onPrint}
          disabled={!reportReady}
        >
          {REPORT_TEXT.print}
        </Button>
      ) : null}
      {exportControl}
      <Button
        ref={fullScreenButton}
        variant="light"
        leftSection={<IconMaximize size={18} aria-hidden />}
        onClick={() => onFullScreen(fullScreenButton.current)}
      >
        {REPORT_TEXT.fullScreen}
      </Button>
    </Group>
  );
}

/** Phones: `props` as the wide toolbar's, laid out as one row (Export, then "More"). */
function PhoneReportToolbar(props: ReportToolbarProps) {
  const { note, onPrint, savedViews } = props;
  const [viewsOpened, views] = useDisclosure(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  return (
    <Stack gap={4}>
      {/* Small on phones: the report should start near the top of the first screen. */}
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
      {/* Wraps only for the export's progress, which takes a row of its own under Export and More. */}
      <Group justify="flex-end" gap="xs" wrap="wrap" align="center">
        {props.exportControl}
        <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button ref={moreButton} variant="light" leftSection={<IconDots size={18} aria-hidden />}>
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
      </Group>
      {savedViews ? (
        <Drawer
          opened={viewsOpened}
          onClose={views.close}
          title={SAVED_VIEWS_TEXT.savedViews}
          position="bottom"
          size="auto"
          closeButtonProps={{ 'aria-label': REPORT_TEXT.close, size: 'xl' }}
          // A sheet from the bottom edge, as phones show one: at most most of the screen, then it scrolls.
          styles={{ content: { maxHeight: '85dvh' } }}
        >
          {savedViews}
        </Drawer>
      ) : null}
    </Stack>
  );
}
