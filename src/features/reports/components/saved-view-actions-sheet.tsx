import { ActionIcon, Divider } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { SAVED_VIEWS_TEXT } from '../constants';
import { BottomSheet, BottomSheetBody, BottomSheetHeader } from './bottom-sheet';
import { savedViewActions, type SavedViewAction, type SavedViewActionsProps } from './saved-view-actions';
import { SheetActions, TOUCH_TARGET } from './saved-views-sheet';

/**
 * A saved view's "⋯" in a phone's sheet of saved views: its actions as a sheet of their own over that one, named by the
 * view, 48 px rows and Delete last after a divider. (The desktop's menu opened downwards from the row: at 390x844 its
 * Delete stood at y = 890, reached only by scrolling the sheet, which took its title and handle away.) A row closes the
 * sheet and acts as the menu's item does; the focus comes back to the "⋯" as the sheet closes.
 */
export function SavedViewActionsSheet(props: SavedViewActionsProps) {
  const { name } = props;
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpened = useRef(false);
  useEffect(() => {
    // Here, not by the drawer's own focus return alone: that returns to what had the focus when the sheet opened, and a
    // tap on a phone's button does not always focus it. (Rename and Delete take the row, and this with it, away.)
    if (wasOpened.current && !opened) trigger.current?.focus();
    wasOpened.current = opened;
  }, [opened]);
  const close = () => setOpened(false);
  const asRow = ({ onClick, ...action }: SavedViewAction, danger = false) => ({
    ...action,
    danger,
    onClick: () => {
      close();
      onClick();
    },
  });
  const { actions, deleteAction } = savedViewActions(props);
  return (
    <>
      <ActionIcon
        ref={trigger}
        variant="subtle"
        color="gray"
        size={TOUCH_TARGET}
        aria-label={SAVED_VIEWS_TEXT.actions(name)}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => setOpened(true)}
      >
        <IconDots size={18} aria-hidden />
      </ActionIcon>
      <BottomSheet opened={opened} onClose={close} label={name}>
        <BottomSheetHeader title={name} onClose={close} />
        <BottomSheetBody>
          <SheetActions actions={actions.map((action) => asRow(action))} disabled={false} />
          <Divider my={4} />
          <SheetActions actions={[asRow(deleteAction, true)]} disabled={false} />
        </BottomSheetBody>
      </BottomSheet>
    </>
  );
}
