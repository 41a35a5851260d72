import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useContext, useEffect, useRef, useState } from 'react';
import { SAVED_VIEWS_TEXT } from '../constants';
import type { ShownView } from '../hooks/use-saved-views';
import { ManualLink } from './manual-link';
import { SavedViewActionsMenu } from './saved-view-actions-menu';
import { SavedViewSync } from './saved-view-sync';
import { InSheet, TOUCH_TARGET } from './saved-views-sheet';
import { ViewNameForm } from './view-name-form';
import classes from './saved-views.module.css';

const SAVED_ON = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function savedOnText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : SAVED_ON.format(date);
}

/**
 * One saved view in the list: its name (a click applies it), when it was saved, its menu and what the
 * backend has not confirmed; while it is renamed, the name field in its place.
 */
export function SavedViewRow({
  view,
  first,
  last,
  current,
  onApply,
  onRename,
  onDelete,
  onRetry,
  onDiscard,
  onMove,
  onCopyLink,
  renaming,
  setRenaming,
}: {
  view: ShownView;
  first: boolean;
  last: boolean;
  /** The view on screen now. */
  current: boolean;
  onApply: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
  onRetry: () => void;
  onDiscard: () => void;
  onMove: (offset: -1 | 1) => void;
  onCopyLink: () => Promise<string | null>;
  renaming: boolean;
  setRenaming: (on: boolean) => void;
}) {
  const sheet = useContext(InSheet);
  const [manualLink, setManualLink] = useState<string | null>(null);
  const row = useRef<HTMLLIElement>(null);
  const wasRenaming = useRef(renaming);
  useEffect(() => {
    // Back from the name field, the focus goes to the view's row: left on the page it would be outside
    // the list, where Escape no longer closes it. The row, not a button: the Enter that submitted the
    // name must not land on a button and press it.
    if (wasRenaming.current && !renaming) row.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  if (renaming) {
    return (
      <li>
        <ViewNameForm
          initialName={view.name}
          onSubmit={(name) => {
            onRename(name);
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      </li>
    );
  }
  // Ordering and sharing need the backend's view; a view it has not confirmed can only be changed.
  const saved = view.saved !== null;
  const apply = (
    <UnstyledButton
      className={classes.apply}
      data-current={current || undefined}
      mih={sheet ? TOUCH_TARGET : undefined}
      onClick={onApply}
      // Screen readers say "current" with the name; the check mark and the tint say it to the eye.
      aria-current={current ? 'true' : undefined}
    >
      <span className={classes.check}>{current ? <IconCheck size={16} aria-hidden /> : null}</span>
      {/* The whole name, wrapping: it is what tells views apart. */}
      <Text span size="sm" fw={current ? 600 : 500} className={classes.nameText}>
        {view.name}
      </Text>
    </UnstyledButton>
  );
  const actions = (
    <SavedViewActionsMenu
      name={view.name}
      saved={saved}
      first={first}
      last={last}
      onCopyLink={() => void onCopyLink().then(setManualLink)}
      onStartRename={() => setRenaming(true)}
      onMove={onMove}
      onDelete={onDelete}
    />
  );
  return (
    <li ref={row} tabIndex={-1} className={classes.row}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <div className={classes.name}>
          {apply}
          {view.saved ? (
            // Its details, dimmed under the name (not part of the button's name).
            <Text size="xs" c="dimmed" className={classes.details}>
              {SAVED_VIEWS_TEXT.savedOn(savedOnText(view.saved.createdAt))}
            </Text>
          ) : null}
        </div>
        {actions}
      </Group>
      <div className={classes.rowNotes}>
        <SavedViewSync view={view} onRetry={onRetry} onDiscard={onDiscard} />
        {manualLink ? <ManualLink link={manualLink} /> : null}
      </div>
    </li>
  );
}
