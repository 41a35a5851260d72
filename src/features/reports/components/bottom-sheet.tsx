import { ActionIcon, CloseButton, Drawer, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { createContext, type ReactNode, type Ref, useContext, useEffect, useState } from 'react';
import { drawerTitleFocus } from '@/shared/ui/drawer-title-focus';
import { useSheetEdge } from '@/shared/ui/sheet-edge';
import { REPORT_TEXT } from '../constants';
import classes from './bottom-sheet.module.css';

/**
 * Tells the sheet under a sheet that one lies over it. Each open drawer closes on an Escape anywhere in the window, so
 * an Escape in a saved view's action sheet closed the saved views' sheet under it too: the sheet under it lets the key
 * be while one lies over it.
 */
const SheetUnder = createContext<((covered: boolean) => void) | null>(null);

/**
 * A phone's bottom sheet (design review 2026-11-29, M3): from the bottom edge, as tall as its content up to 70 % of the
 * screen (then it scrolls), with a grab handle and a backdrop; Escape, a tap on the backdrop and the close button
 * inside close it. The Definitions, the saved views and a saved view's actions (a sheet over that one) are the same
 * kind of sheet. Its title takes the focus as it opens (`drawerTitleFocus`).
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
  const sheetEdge = useSheetEdge();
  const [covered, setCovered] = useState(false);
  const under = useContext(SheetUnder);
  useEffect(() => {
    if (!opened || !under) return;
    under(true);
    return () => under(false);
  }, [opened, under]);
  return (
    // The class goes to the content slot only: `Drawer.Content`'s `className` also lands on the
    // screen-wide fixed layer around it, whose height it capped at 70 % from the top edge.
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      closeOnEscape={!covered}
      classNames={{ content: classes.sheet }}
    >
      <Drawer.Overlay />
      {/* Marked and measured: while a sheet is open a confirmation sits on its top edge (live-announcer.module.css). */}
      <Drawer.Content aria-label={label} data-bottom-sheet ref={sheetEdge}>
        <div className={classes.handle} aria-hidden />
        <SheetUnder.Provider value={setCovered}>{children}</SheetUnder.Provider>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/**
 * A bottom sheet's body under its header: 16 px from the header's rule (Mantine's drawer body drops its top padding
 * under a header, which put the text 10 px under the rule: eleventh grade, finding 6) and 16 px from the sides, the
 * header title's edge. What it holds keeps to that inset (`--sheet-inset`: rows that reach the edges keep their text
 * and icons on it).
 */
export function BottomSheetBody({ children }: { children: ReactNode }) {
  return (
    <Drawer.Body pt="md" className={classes.body}>
      {children}
    </Drawer.Body>
  );
}

/**
 * Every bottom sheet's header (design review M3): the saved views and the Definitions drew two (a 20 px title with a
 * 24 px ✕ and no rule, a 15 px one with a 16 px ✕ and a rule). One: an 18/600 title, a 20 px ✕ on a 44 px target, a
 * hairline under it. The title takes the focus as the sheet opens (`drawerTitleFocus`). A sheet's second step (the saved
 * views' "Share this view", eighth grade) has a back chevron left of its title, the same 44 px target and 20 px glyph.
 */
export function BottomSheetHeader({
  title,
  titleId,
  titleRef,
  back,
  onClose,
}: {
  title: string;
  titleId?: string;
  /** The title, to take the focus when a step comes (the sheet's opening gives it by itself). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** A second step's way back: the chevron's name and what it does. */
  back?: { label: string; onClick: () => void };
  onClose: () => void;
}) {
  return (
    <div className={back ? `${classes.header} ${classes.withBack}` : classes.header}>
      {back ? (
        <ActionIcon variant="subtle" color="gray" size={44} aria-label={back.label} onClick={back.onClick}>
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
      ) : null}
      <Title
        order={2}
        id={titleId}
        ref={titleRef}
        {...drawerTitleFocus}
        className={`${drawerTitleFocus.className} ${classes.title}`}
      >
        {title}
      </Title>
      <CloseButton aria-label={REPORT_TEXT.close} onClick={onClose} size={44} iconSize={20} />
    </div>
  );
}
