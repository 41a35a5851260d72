import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './bottom-sheet.module.css';

/**
 * A phone's bottom sheet (design review 2026-11-29, M3; round 4 for the saved views): from the bottom
 * edge, as tall as its content up to 70 % of the screen (then it scrolls), with a grab handle and a
 * backdrop; Escape, a tap on the backdrop and the close button inside close it. The Definitions and the
 * saved views are the same kind of sheet. Its title takes the focus as it opens (`drawerTitleFocus`).
 */
export function BottomSheet({
  opened = true,
  onClose,
  label,
  children,
}: {
  opened?: boolean;
  onClose: () => void;
  /** Its name, when no `Drawer.Title` inside names it. */
  label?: string;
  children: ReactNode;
}) {
  return (
    // The class goes to the content slot only: `Drawer.Content`'s `className` also lands on the
    // screen-wide fixed layer around it, whose height it capped at 70 % from the top edge.
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      classNames={{ content: classes.sheet }}
    >
      <Drawer.Overlay />
      <Drawer.Content aria-label={label}>
        <div className={classes.handle} aria-hidden />
        {children}
      </Drawer.Content>
    </Drawer.Root>
  );
}
