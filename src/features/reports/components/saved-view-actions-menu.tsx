import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useContext, useState } from 'react';
import { SAVED_VIEWS_TEXT } from '../constants';
import { savedViewActions, type SavedViewActionsProps } from './saved-view-actions';
import { SavedViewActionsSheet } from './saved-view-actions-sheet';
import { InSheet } from './saved-views-sheet';

/**
 * A saved view's "…" menu: copy its link, rename, move up or down, delete (`savedViewActions`). In a phone's sheet of
 * saved views its actions come as a sheet of their own (`SavedViewActionsSheet`): a menu under a row there opened below
 * the screen's edge.
 */
export function SavedViewActionsMenu(props: SavedViewActionsProps) {
  const sheet = useContext(InSheet);
  return sheet ? <SavedViewActionsSheet {...props} /> : <ActionsMenu {...props} />;
}

/** The desktop's menu, a popover under the row's "…". */
function ActionsMenu(props: SavedViewActionsProps) {
  const { name } = props;
  const { actions, deleteAction } = savedViewActions(props);
  const [menuOpened, setMenuOpened] = useState(false);
  return (
    <Menu
      position="bottom-end"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      shadow="md"
      opened={menuOpened}
      onChange={setMenuOpened}
    >
      <Menu.Target>
        {/* No tooltip over its own open menu: it would hide the items and take the Escape meant for the menu. */}
        <Tooltip label={SAVED_VIEWS_TEXT.actions(name)} withinPortal openDelay={300} disabled={menuOpened}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={SAVED_VIEWS_TEXT.actions(name)}
            onKeyDown={(event) => {
              // The menu takes the focus a moment after it opens; an Escape before that lands here and
              // must close the menu only, as it would from inside it, not the whole list.
              if (event.key === 'Escape' && menuOpened) {
                event.stopPropagation();
                setMenuOpened(false);
              }
            }}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown
        onKeyDown={(event) => {
          // Escape closes this menu only; the list around it stays open.
          if (event.key === 'Escape') event.stopPropagation();
        }}
      >
        {actions.map(({ icon: Glyph, label, name: itemName, off, onClick }) => (
          <Menu.Item
            key={label}
            leftSection={<Glyph size={16} aria-hidden />}
            aria-label={itemName}
            disabled={off}
            onClick={onClick}
          >
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          // Mantine's red.6 is 3.6:1 on white and under 4.5:1 on the dark menu: the error text colour passes AA in both.
          style={{ color: 'var(--portal-color-error-text)' }}
          leftSection={<deleteAction.icon size={16} aria-hidden />}
          aria-label={deleteAction.name}
          onClick={deleteAction.onClick}
        >
          {deleteAction.label}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
