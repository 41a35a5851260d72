import { Button, Stack } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { createContext, type Ref } from 'react';

/**
 * Phones show the saved views in a sheet of their own (no dialog over a dialog, nothing wider than
 * the screen) with touch-sized targets (44 px); the toolbar's popover keeps the compact sizes.
 */
export const InSheet = createContext(false);

/** 44 px, the usual smallest touch target. */
export const TOUCH_TARGET = 44;

/** A sheet's action row: 48 px, as a phone's action sheet has them. */
const SHEET_ROW = 48;

interface SheetAction {
  icon: Icon;
  label: string;
  onClick: () => void;
  /** Nothing to do now (e.g. Reset at the report's own view). */
  off?: boolean;
  /** The row's button (the focus comes back to Share from its step). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The sheet's actions as full-width rows, one under the other, as a phone's action sheet lists them:
 * three buttons side by side wrapped 2 + 1 at a phone's width (design review m5).
 */
export function SheetActions({ actions, disabled }: { actions: readonly SheetAction[]; disabled: boolean }) {
  return (
    <Stack gap={0}>
      {actions.map(({ icon: Glyph, label, onClick, off, ref }) => (
        <Button
          key={label}
          ref={ref}
          variant="subtle"
          color="gray"
          fullWidth
          justify="flex-start"
          h={SHEET_ROW}
          leftSection={<Glyph size={20} aria-hidden />}
          onClick={onClick}
          disabled={disabled || off === true}
          styles={{ label: { color: disabled || off ? undefined : 'var(--mantine-color-text)' } }}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
