import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { useContext, useState } from 'react';
import { SAVED_VIEWS_TEXT } from '../constants';
import { InSheet, TOUCH_TARGET } from './saved-views-sheet';

/**
 * A saved view's "…" menu: copy its link, rename, move up or down, delete. Ordering and sharing need
 * the backend's view (`saved`); a view it has not confirmed can only be renamed or deleted.
 */
export function SavedViewActionsMenu({
  name,
  saved,
  first,
  last,
  onCopyLink,
  onStartRename,
  onMove,
  onDelete,
}: {
  name: string;
  saved: boolean;
  first: boolean;
  last: boolean;
  onCopyLink: () => void;
  onStartRename: () => void;
  onMove: (offset: -1 | 1) => void;
  onDelete: () => void;
}) {
  const sheet = useContext(InSheet);
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
            size={sheet ? TOUCH_TARGET : 'lg'}
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
        <Menu.Item
          leftSection={<IconShare size={16} aria-hidden />}
          aria-label={SAVED_VIEWS_TEXT.copyLink(name)}
          disabled={!saved}
          onClick={onCopyLink}
        >
          {SAVED_VIEWS_TEXT.copyLinkItem}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconPencil size={16} aria-hidden />}
          aria-label={SAVED_VIEWS_TEXT.rename(name)}
          onClick={onStartRename}
        >
          {SAVED_VIEWS_TEXT.renameItem}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowUp size={16} aria-hidden />}
          aria-label={SAVED_VIEWS_TEXT.moveUp(name)}
          disabled={!saved || first}
          onClick={() => onMove(-1)}
        >
          {SAVED_VIEWS_TEXT.moveUpItem}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowDown size={16} aria-hidden />}
          aria-label={SAVED_VIEWS_TEXT.moveDown(name)}
          disabled={!saved || last}
          onClick={() => onMove(1)}
        >
          {SAVED_VIEWS_TEXT.moveDownItem}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          // Mantine's red.6 is 3.6:1 on white and under 4.5:1 on the dark menu: the error text colour passes AA in both.
          style={{ color: 'var(--portal-color-error-text)' }}
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={SAVED_VIEWS_TEXT.delete(name)}
          onClick={onDelete}
        >
          {SAVED_VIEWS_TEXT.deleteItem}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
