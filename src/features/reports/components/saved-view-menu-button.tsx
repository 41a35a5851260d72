import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { IconBookmark, IconChevronDown } from '@tabler/icons-react';
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
     * The name alone on screen (phones: "View: " cut the name it is there to show; the bookmark says what it is); the
     * accessible name still "View: <name>".
     */
    nameOnly?: boolean;
  };

/**
 * The view menu's button: the view on screen named in full, and after a change still the name of the
 * view it was changed from, then "· edited" in dimmed 12/500 words (seventh grade: an unexplained 6 px dot said
 * nothing; its longer words stay in the tooltip and the accessible name) rather than the name giving way to "Changed"
 * (design review m3). Where the button is short (a phone's long view name) the words give way to a dot before the
 * name is cut: the name is what the button is for (`saved-views.module.css`, `.edited`).
 */
export const ViewMenuButton = forwardRef<HTMLButtonElement, ViewMenuButtonProps>(function ViewMenuButton(
  { shown, listOpened, nameOnly, ...button },
  ref,
) {
  const changed = shown.changed
    ? shown.kind === 'default'
      ? SAVED_VIEWS_TEXT.changedSinceOpened
      : SAVED_VIEWS_TEXT.changedSinceSaved
    : null;
  const label = viewMenuLabel(shown);
  return (
    <Tooltip label={changed} withinPortal openDelay={300} disabled={!changed || listOpened}>
      <Button
        ref={ref}
        variant="default"
        leftSection={<IconBookmark size={18} aria-hidden />}
        rightSection={<IconChevronDown size={16} aria-hidden />}
        // The view on screen, named in full: which one it is shows without opening the list.
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        data-changed={changed ? true : undefined}
        // The dot's words for screen readers, after the name they see (WCAG 2.5.3).
        aria-label={changed ? SAVED_VIEWS_TEXT.editedLabel(label, changed) : nameOnly ? label : undefined}
        {...button}
      >
        <span className={classes.viewLabel}>
          <span className={classes.viewName}>{nameOnly ? viewName(shown) : label}</span>
          {changed ? (
            <span className={classes.edited} data-view-edited aria-hidden>
              <span className={classes.editedWord}>· {SAVED_VIEWS_TEXT.edited}</span>
              <span className={classes.editedDot} />
            </span>
          ) : null}
        </span>
      </Button>
    </Tooltip>
  );
});
