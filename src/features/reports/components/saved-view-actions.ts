import type { Icon } from '@tabler/icons-react';
import { IconArrowDown, IconArrowUp, IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { SAVED_VIEWS_TEXT } from '../constants';

/** What a saved view's "⋯" knows of its view and asks of its row. */
export interface SavedViewActionsProps {
  name: string;
  /** The backend has the view: it can be shared and ordered (a view it has not confirmed only renamed or deleted). */
  saved: boolean;
  first: boolean;
  last: boolean;
  /** The only view in the list: there is nothing to order it against. */
  alone: boolean;
  onCopyLink: () => void;
  onStartRename: () => void;
  onMove: (offset: -1 | 1) => void;
  onDelete: () => void;
}

/** One of a view's actions: its words, its accessible name (the words and the view's name), and whether it can act. */
export interface SavedViewAction {
  icon: Icon;
  /** The words shown. */
  label: string;
  /** The accessible name: starts with the words shown (WCAG 2.5.3) and names the view. */
  name: string;
  off: boolean;
  onClick: () => void;
}

/**
 * A view's actions, the same in the desktop menu and a phone's action sheet: Copy link, Rename, Move up, Move down, and
 * Delete apart (both put it last, after a divider). A lone view has no Move up or Move down: two rows that could never
 * act (design review: with one view they took two disabled rows of the phone's menu). With several, the first view's
 * Move up and the last's Move down stay, off, so the rows keep their places from view to view.
 */
export function savedViewActions({
  name,
  saved,
  first,
  last,
  alone,
  onCopyLink,
  onStartRename,
  onMove,
  onDelete,
}: SavedViewActionsProps): { actions: SavedViewAction[]; deleteAction: SavedViewAction } {
  const moves: SavedViewAction[] = alone
    ? []
    : [
        {
          icon: IconArrowUp,
          label: SAVED_VIEWS_TEXT.moveUpItem,
          name: SAVED_VIEWS_TEXT.moveUp(name),
          off: !saved || first,
          onClick: () => onMove(-1),
        },
        {
          icon: IconArrowDown,
          label: SAVED_VIEWS_TEXT.moveDownItem,
          name: SAVED_VIEWS_TEXT.moveDown(name),
          off: !saved || last,
          onClick: () => onMove(1),
        },
      ];
  return {
    actions: [
      {
        icon: IconShare,
        label: SAVED_VIEWS_TEXT.copyLinkItem,
        name: SAVED_VIEWS_TEXT.copyLink(name),
        off: !saved,
        onClick: onCopyLink,
      },
      {
        icon: IconPencil,
        label: SAVED_VIEWS_TEXT.renameItem,
        name: SAVED_VIEWS_TEXT.rename(name),
        off: false,
        onClick: onStartRename,
      },
      ...moves,
    ],
    deleteAction: {
      icon: IconTrash,
      label: SAVED_VIEWS_TEXT.deleteItem,
      name: SAVED_VIEWS_TEXT.delete(name),
      off: false,
      onClick: onDelete,
    },
  };
}
