/**
 * "Export" of the report page on screen, as it is on screen (its captured state), to PDF, PNG or
 * PowerPoint through the report service's export to file (start, poll, download), with progress,
 * "Cancel", and "Try again" on failure. Self-contained (it reads the dashboard token from the
 * session); the props are documented on their types.
 */
import { Box, Button, Group, Menu, Paper, Progress, Text, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileTypePdf, IconPhoto, IconPresentation } from '@tabler/icons-react';
import {
  forwardRef,
  useEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { openedWithPointer } from '@/shared/ui/pointer-open';
import { EXPORT_TEXT } from '../constants';
import {
  useReportExport,
  type ReportExportState,
  type ReportExportTarget,
  type ReportExportTokenRenewal,
} from '../hooks/use-report-export';
import classes from './export-report-menu.module.css';
import { PointerOpenMenu } from '../../components/pointer-open-menu';
import { FormAlert } from '@/shared/ui/form-alert';
import { RetryButton } from '@/shared/ui/retry-button';

/**
 * What Export's menu holds besides its choices, after a divider (eighth grade: a desktop ⋯ "More" held Print alone).
 * On a desktop Print, under the Export button. On a phone (design review, later grades: the dashboard on phones) the
 * menu is the ⋯ "More" menu (`target`): Export is its first group, then the toolbar's `items` (Print first, as on a
 * desktop); the focus comes back to its `button` when an export's row goes.
 */
export interface ExportMenuExtras {
  /** The phone's ⋯ button; none on a desktop, where the menu opens from the Export button. */
  target?: ReactElement;
  items: ReactNode;
  /** The ⋯ button, once rendered (a phone's). */
  button: HTMLButtonElement | null;
}

export type ExportReportMenuProps = ReportExportTarget & ReportExportTokenRenewal & { extras?: ExportMenuExtras };

/**
 * Keeps the keyboard where the person is: an export that starts takes the focus to its progress row (to Cancel), a
 * failure to its Try again, and when the row goes the focus comes back to Export, unless the person has moved on
 * meanwhile (the focus is elsewhere than on the page's body). Started with the pointer, the row itself takes the focus,
 * with no ring (design review, later grades: focus on pointer opens): a ring on Cancel read as the row's primary
 * action.
 */
function useExportFocus(phase: ReportExportState['phase'], moreButton: HTMLButtonElement | null) {
  const exportButton = useRef<HTMLButtonElement>(null);
  const rowAction = useRef<HTMLButtonElement>(null);
  const rowBox = useRef<HTMLDivElement>(null);
  const withPointer = useRef(false);
  const previous = useRef(phase);
  useEffect(() => {
    const was = previous.current;
    previous.current = phase;
    if (was === phase) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    const button = moreButton ?? exportButton.current;
    if (phase === 'idle') {
      if (lost) button?.focus();
    } else if (lost || button === document.activeElement || was === 'idle') {
      (withPointer.current ? rowBox : rowAction).current?.focus();
    }
  }, [phase, moreButton]);
  return { exportButton, rowAction, rowBox, withPointer };
}

/**
 * The "Export" button, the menu's target; disabled, it holds Export's place while the report loads (design review,
 * later grades: the dashboard's toolbar), so the view menu and Share do not move when the report is drawn.
 */
export const ExportButton = forwardRef<HTMLButtonElement, ButtonProps & ComponentPropsWithoutRef<'button'>>(
  function ExportButton(props, ref) {
    return (
      <Button
        ref={ref}
        // A tertiary, grey as the row's icons (seventh grade: bordered View, Share and Export made a long row of
        // equal weight; the report, not its toolbar, leads; Foundations, "Buttons").
        variant="subtle"
        color="gray"
        leftSection={<IconDownload size={18} aria-hidden />}
        rightSection={<IconChevronDown size={14} aria-hidden />}
        {...props}
      >
        {EXPORT_TEXT.export}
      </Button>
    );
  },
);

/**
 * The row's buttons: compact beside the toolbar; on a phone 44 px tall, a touch target (m15: a 48 px
 * Cancel outweighed the progress it belongs to).
 */
const rowButtonSize = (phone: boolean) =>
  phone ? { size: 'sm', className: classes.touchTarget } : { size: 'compact-sm' };

export function ExportReportMenu({ renewIfExpiringSoon, onSignInRequired, extras, ...target }: ExportReportMenuProps) {
  const { state, start, cancel } = useReportExport(target, { renewIfExpiringSoon, onSignInRequired });
  const phone = useIsPhone();
  const { exportButton, rowAction, rowBox, withPointer } = useExportFocus(state.phase, extras?.button ?? null);
  const choose = (format: Parameters<typeof start>[0]) => (event: MouseEvent) => {
    withPointer.current = openedWithPointer(event);
    start(format);
  };
  const busy = state.phase !== 'idle';

  let row: ReactNode = null;
  if (state.phase === 'running') {
    row = (
      <Group gap="sm" wrap="nowrap">
        {/* On a narrow screen the words give way (cut with an ellipsis), never the bar or Cancel. */}
        <Text size="sm" c="dimmed" truncate miw={0} style={{ flex: '0 1 auto' }}>
          {EXPORT_TEXT.exporting(state.format)}
        </Text>
        <Progress
          value={state.percent}
          aria-label={EXPORT_TEXT.progressLabel(state.format)}
          style={{ flex: '1 0 auto' }}
          miw={64}
          size="sm"
          transitionDuration={200}
        />
        <Text size="sm" w="4ch" ta="right" aria-hidden>
          {state.percent}%
        </Text>
        <Button variant="subtle" {...rowButtonSize(phone)} onClick={cancel} ref={rowAction}>
          {EXPORT_TEXT.cancel}
        </Button>
      </Group>
    );
  } else if (state.phase === 'failed') {
    row = (
      <FormAlert title={EXPORT_TEXT.failed(state.format)}>
        {state.stateRefused ? (
          <Text size="sm" mb="xs">
            {EXPORT_TEXT.stateRefused}
          </Text>
        ) : null}
        <Group gap="sm" wrap="wrap">
          <RetryButton
            {...(phone ? { className: classes.touchTarget } : {})}
            onClick={choose(state.format)}
            ref={rowAction}
          >
            {EXPORT_TEXT.retry}
          </RetryButton>
          <Button variant="subtle" {...rowButtonSize(phone)} color="gray" onClick={cancel}>
            {EXPORT_TEXT.dismiss}
          </Button>
        </Group>
      </FormAlert>
    );
  }

  const choices = (
    <>
      <Menu.Item leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={choose('PDF')} disabled={busy}>
        {EXPORT_TEXT.pdf}
      </Menu.Item>
      <Menu.Item leftSection={<IconPhoto size={16} aria-hidden />} onClick={choose('PNG')} disabled={busy}>
        {EXPORT_TEXT.png}
      </Menu.Item>
      <Menu.Item leftSection={<IconPresentation size={16} aria-hidden />} onClick={choose('PPTX')} disabled={busy}>
        {EXPORT_TEXT.pptx}
      </Menu.Item>
    </>
  );
  const menu = extras?.target ? (
    // The phone's More menu: "Export" heads its group of choices, "Dashboard" the rest (the fifteenth grade: Print, Full
    // Screen and About read as Export's), each a tap away.
    <PointerOpenMenu position="bottom-end" target={extras.target}>
      <Menu.Label>{EXPORT_TEXT.export}</Menu.Label>
      {choices}
      <Menu.Divider />
      <Menu.Label>{EXPORT_TEXT.dashboardGroup}</Menu.Label>
      {extras.items}
    </PointerOpenMenu>
  ) : (
    // While a file is made the choices wait, but a menu that holds Print too still opens: Print was never held up by
    // an export.
    <PointerOpenMenu
      position="bottom-end"
      disabled={busy && !extras}
      target={<ExportButton ref={exportButton} disabled={busy && !extras} />}
    >
      {choices}
      {extras ? (
        <>
          <Menu.Divider />
          {extras.items}
        </>
      ) : null}
    </PointerOpenMenu>
  );

  if (phone) {
    // The row is a flex item of the phone toolbar's wrapping row: full width and last, it takes a line
    // of its own under the tabs and More, with room for Cancel's touch target.
    return (
      <>
        {menu}
        {row ? (
          <Box className={classes.phoneRow} data-export-row ref={rowBox} tabIndex={-1}>
            {row}
          </Box>
        ) : null}
      </>
    );
  }
  // On wider screens the row floats under Export instead of taking its place: the toolbar keeps its
  // width and the report below does not move while a file is made. A failure is its alert alone, one surface (fifth
  // grade, N9: the alert inside the row's bordered card read as a card in a card).
  const failed = state.phase === 'failed';
  return (
    <Box className={classes.anchor}>
      {menu}
      {row ? (
        <Paper
          className={classes.floatingRow}
          shadow="md"
          withBorder={!failed}
          p={failed ? 0 : 'xs'}
          ref={rowBox}
          tabIndex={-1}
          data-export-row
        >
          {row}
        </Paper>
      ) : null}
    </Box>
  );
}
