import { Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBook2, IconBookmark, IconDots, IconMaximize, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { REPORT_TEXT, SAVED_VIEWS_TEXT } from '../constants';

interface ReportToolbarProps {
  note?: string;
  onFullScreen: () => void;
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
 * shows its progress) and a "More" menu with the rest; the saved views open in a dialog from it.
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
  return (
    <Group justify="flex-end" gap="xs" wrap="wrap" align="center">
      {note ? (
        <Text size="sm" c="dimmed" ta="right" style={{ flex: '1 1 16rem' }}>
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
      <Button variant="light" leftSection={<IconMaximize size={18} aria-hidden />} onClick={onFullScreen}>
        {REPORT_TEXT.fullScreen}
      </Button>
    </Group>
  );
}

/** Phones: `props` as the wide toolbar's, laid out as one row (Export, then "More"). */
function PhoneReportToolbar(props: ReportToolbarProps) {
  const { note, onPrint, savedViews } = props;
  const [viewsOpened, views] = useDisclosure(false);
  return (
    <Stack gap={4}>
      {note ? (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="xs" wrap="nowrap" align="center">
        {props.exportControl}
        <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button variant="light" leftSection={<IconDots size={18} aria-hidden />}>
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
            <Menu.Item leftSection={<IconMaximize size={16} aria-hidden />} onClick={props.onFullScreen}>
              {REPORT_TEXT.fullScreen}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {savedViews ? (
        <Modal opened={viewsOpened} onClose={views.close} title={SAVED_VIEWS_TEXT.savedViews} size="sm">
          {savedViews}
        </Modal>
      ) : null}
    </Stack>
  );
}
