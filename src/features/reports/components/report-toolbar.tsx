import { Button, Group, Text } from '@mantine/core';
import { IconMaximize, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { REPORT_TEXT } from '../constants';

/**
 * The dashboard's toolbar: the topic's optional note, then the saved views, "Print", the export
 * control and "Full Screen" (spec section 2: the note sits left of "Full Screen"). Wraps on phones.
 */
export function ReportToolbar({
  note,
  onFullScreen,
  onPrint,
  savedViews,
  exportControl,
  reportReady = true,
}: {
  note?: string;
  onFullScreen: () => void;
  onPrint?: () => void;
  savedViews?: ReactNode;
  /** Issue 18's "Export" (PDF or PNG of the current page) mounts here, between Print and Full Screen. */
  exportControl?: ReactNode;
  /** Print waits for a loaded report. */
  reportReady?: boolean;
}) {
  return (
    <Group justify="flex-end" gap="xs" wrap="wrap" align="center">
      {note ? (
        <Text size="sm" c="dimmed" ta="right" style={{ flex: '1 1 16rem' }}>
          {note}
        </Text>
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
