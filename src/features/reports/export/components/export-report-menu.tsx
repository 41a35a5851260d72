/**
 * "Export" of the report page on screen to PDF or PNG through the report service's export to file
 * (start, poll, download), with progress, "Cancel", and "Try again" on failure. Self-contained (it
 * reads the dashboard token from the session); the props are documented on their types.
 */
import { Button, Group, Menu, Progress, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { EXPORT_TEXT } from '../constants';
import { useReportExport, type ReportExportTarget, type ReportExportTokenRenewal } from '../hooks/use-report-export';

export type ExportReportMenuProps = ReportExportTarget & ReportExportTokenRenewal;

export function ExportReportMenu({ renewIfExpiringSoon, onSignInRequired, ...target }: ExportReportMenuProps) {
  const { state, start, cancel } = useReportExport(target, { renewIfExpiringSoon, onSignInRequired });

  if (state.phase === 'running') {
    return (
      <Group gap="sm" wrap="nowrap" miw={240}>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {EXPORT_TEXT.exporting(state.format)}
        </Text>
        <Progress
          value={state.percent}
          aria-label={EXPORT_TEXT.progressLabel(state.format)}
          style={{ flex: 1 }}
          miw={80}
          size="lg"
          transitionDuration={200}
        />
        <Text size="sm" w="4ch" ta="right" aria-hidden>
          {state.percent}%
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={cancel}>
          {EXPORT_TEXT.cancel}
        </Button>
      </Group>
    );
  }

  if (state.phase === 'failed') {
    return (
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="red" role="alert">
          {EXPORT_TEXT.failed(state.format)}
        </Text>
        <Button variant="light" size="compact-sm" onClick={() => start(state.format)}>
          {EXPORT_TEXT.retry}
        </Button>
        <Button variant="subtle" size="compact-sm" color="gray" onClick={cancel}>
          {EXPORT_TEXT.dismiss}
        </Button>
      </Group>
    );
  }

  return (
    // No initial-focus placeholder: it is a focusable `presentation` child of the `menu`, which axe
    // rejects (aria-required-children); without it the first choice takes the focus, as in a menu.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {EXPORT_TEXT.export}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={() => start('PDF')}>
          {EXPORT_TEXT.pdf}
        </Menu.Item>
        <Menu.Item leftSection={<IconPhoto size={16} aria-hidden />} onClick={() => start('PNG')}>
          {EXPORT_TEXT.png}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
