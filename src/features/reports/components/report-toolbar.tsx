import { Button, Group, Text } from '@mantine/core';
import { IconMaximize } from '@tabler/icons-react';
import { REPORT_TEXT } from '../constants';

/** The "Full Screen" button, with the topic's optional note to its left (spec section 2). */
export function ReportToolbar({ note, onFullScreen }: { note?: string; onFullScreen: () => void }) {
  return (
    <Group justify="flex-end" gap="md" wrap="nowrap" align="center">
      {note ? (
        <Text size="sm" c="dimmed" ta="right" style={{ flex: 1 }}>
          {note}
        </Text>
      ) : null}
      <Button variant="light" leftSection={<IconMaximize size={18} aria-hidden />} onClick={onFullScreen}>
        {REPORT_TEXT.fullScreen}
      </Button>
    </Group>
  );
}
