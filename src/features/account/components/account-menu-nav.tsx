import { NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { accountMenuEntries } from '../account-menu';
import type { AccountSlug } from '../account-slugs';
import classes from './account-menu-nav.module.css';

/**
 * The account menu: one link per entry (title, url, icon), the current one marked. A column beside
 * the card on a desktop, a segmented track above it where the two stack (the module's CSS).
 */
export function AccountMenuNav({ current }: { current: AccountSlug }) {
  return (
    <nav aria-label="Account menu" className={classes.menu}>
      {accountMenuEntries.map((entry) => {
        const active = entry.slug === current;
        return (
          <NavLink
            key={entry.slug}
            label={entry.title}
            leftSection={<entry.icon size={18} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            classNames={{ root: classes.link, body: classes.body, section: classes.section }}
            renderRoot={(props) => <Link {...props} to="/account/$slug" params={{ slug: entry.slug }} />}
          />
        );
      })}
    </nav>
  );
}
