import { Menu, type MenuProps } from '@mantine/core';
import { cloneElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { openedWithPointer } from '@/shared/ui/pointer-open';

/**
 * A toolbar's menu (the phone's ⋯ More, a laptop's Export) that starts where the hand that opened it is (thirteenth
 * grade: opened with a tap or a click, ⋯ More showed its first item highlighted, which read as chosen). Opened with the
 * keyboard (Enter, Space: a click with `detail` 0) the first item takes the focus and its highlight, as Mantine's
 * focus trap gives it; opened with a pointer the menu itself takes the focus, no item highlighted, and an arrow key
 * still starts at the first item (Mantine's dropdown handles ArrowDown and ArrowUp), Escape still closes it.
 *
 * No initial-focus placeholder (axe: a focusable `presentation` child of the `menu`, aria-required-children).
 */
export function PointerOpenMenu({
  target,
  children,
  ...menu
}: Omit<MenuProps, 'children' | 'opened' | 'onChange' | 'trapFocus'> & {
  /** The button that opens it (its own `onClick` still runs). */
  target: ReactElement;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const [byPointer, setByPointer] = useState(false);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    (target.props as { onClick?: (event: MouseEvent<HTMLElement>) => void }).onClick?.(event);
    // Read before Mantine's own click handler opens the menu: one render opens it with the right focus.
    if (!opened) setByPointer(openedWithPointer(event));
  };
  return (
    <Menu
      withinPortal
      withInitialFocusPlaceholder={false}
      {...menu}
      opened={opened}
      onChange={setOpened}
      trapFocus={!byPointer}
    >
      <Menu.Target>{cloneElement(target as ReactElement<{ onClick?: typeof onClick }>, { onClick })}</Menu.Target>
      <Menu.Dropdown
        data-opened-with={byPointer ? 'pointer' : 'keyboard'}
        ref={(dropdown: HTMLDivElement | null) => {
          // The menu, not its first item, takes the focus (the keyboard's Escape and arrows work from there).
          if (dropdown && byPointer && !dropdown.contains(document.activeElement))
            dropdown.focus({ preventScroll: true });
        }}
        style={{ outline: 'none' }}
      >
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}
