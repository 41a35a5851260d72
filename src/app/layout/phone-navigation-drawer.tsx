import { PHONE_DRAWER_WIDTH } from './constants';
import { NavigationLinks } from './navigation-links';
import type { NavigationItem } from './navigation-items';
import { SideDrawer } from './side-drawer';
import railClasses from './side-rail.module.css';

/** The side navigation on phones: a drawer the header's burger opens. */
export function PhoneNavigationDrawer({
  items,
  pathname,
  opened,
  onClose,
}: {
  items: readonly NavigationItem[];
  pathname: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <SideDrawer
      opened={opened}
      onClose={onClose}
      size={PHONE_DRAWER_WIDTH}
      title="Menu"
      closeLabel="Close navigation"
      hiddenFrom="sm"
      className={railClasses.drawer}
    >
      <nav aria-label="Main navigation">
        <NavigationLinks items={items} pathname={pathname} onNavigate={onClose} />
      </nav>
    </SideDrawer>
  );
}
