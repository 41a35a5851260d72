import { ActionIcon, Alert, Badge, Button, Group, Loader, Modal, Popover, Stack, Text, TextInput } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconBookmark,
  IconBookmarkPlus,
  IconLink,
  IconPencil,
  IconRestore,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SAVED_VIEW_NAME_MAX_LENGTH, SAVED_VIEWS_TEXT } from '../constants';
import type { ShownView } from '../hooks/use-saved-views';

export interface SavedViewsProps {
  views: readonly ShownView[];
  /** The backend's list: still loading, or it could not be read (then `onReload`). */
  status: 'loading' | 'error' | 'ready';
  onReload: () => void;
  /** A failure that is no single view's (a new order the backend refused). */
  notice?: string;
  /** Captures the report's state under `name`. */
  onSave: (name: string) => void;
  onApply: (view: ShownView) => void;
  onRename: (view: ShownView, name: string) => void;
  onDelete: (view: ShownView) => void;
  onRetry: (view: ShownView) => void;
  onDiscard: (view: ShownView) => void;
  onMove: (view: ShownView, offset: -1 | 1) => void;
  /** Copies the view's share link; resolves the link when the clipboard refused it (shown to copy by hand). */
  onCopyLink: (view: ShownView) => Promise<string | null>;
  /** Back to the report's default view. */
  onReset: () => void;
  /** Until the report has loaded there is no state to capture or apply. */
  disabled?: boolean;
  /** Stories open the list at once. */
  defaultOpened?: boolean;
}

/** A name field that submits with Enter; used to save a view and to rename one. */
function ViewNameForm({
  initialName = '',
  onSubmit,
  onCancel,
}: {
  initialName?: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initialName);
  const input = useRef<HTMLInputElement>(null);
  // The field takes the focus when it appears (in the dialog, or in place of a view being renamed).
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSubmit(name);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <TextInput
          label={SAVED_VIEWS_TEXT.nameLabel}
          value={name}
          ref={input}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              // Only the rename closes: the dialog and the list stay as they were.
              event.stopPropagation();
              onCancel();
            }
          }}
          maxLength={SAVED_VIEW_NAME_MAX_LENGTH}
          data-autofocus
          required
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={onCancel}>
            {SAVED_VIEWS_TEXT.cancel}
          </Button>
          <Button type="submit" size="xs" disabled={!name.trim()}>
            {SAVED_VIEWS_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What the backend has not confirmed: saving, or refused with why, Try again and Discard. */
function ViewSync({ view, onRetry, onDiscard }: { view: ShownView; onRetry: () => void; onDiscard: () => void }) {
  if (view.sync === 'saving') {
    return (
      <Text size="xs" c="dimmed" role="status">
        {SAVED_VIEWS_TEXT.saving}
      </Text>
    );
  }
  if (!view.failed) return null;
  return (
    <Stack gap={4} role="alert">
      <Group gap="xs" wrap="nowrap">
        <Badge color="red" variant="light">
          {view.failed.kind === 'delete' ? SAVED_VIEWS_TEXT.notDeleted : SAVED_VIEWS_TEXT.notSaved}
        </Badge>
        <Button size="compact-xs" variant="light" onClick={onRetry}>
          {SAVED_VIEWS_TEXT.tryAgain}
        </Button>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          aria-label={SAVED_VIEWS_TEXT.discard(view.name)}
          onClick={onDiscard}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
      </Group>
      {view.failed.reason ? <Text size="xs">{view.failed.reason}</Text> : null}
    </Stack>
  );
}

/** The clipboard refused (a browser setting): the link is shown, selected, to copy by hand. */
function ManualLink({ link }: { link: string }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.select(), []);
  return (
    <TextInput
      size="xs"
      readOnly
      value={link}
      ref={field}
      label={SAVED_VIEWS_TEXT.linkLabel}
      onFocus={(event) => event.currentTarget.select()}
    />
  );
}

function SavedViewRow({
  view,
  first,
  last,
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
  return (
    <li ref={row} tabIndex={-1}>
      <Stack gap={2}>
        <Group gap={2} wrap="nowrap">
          <Button variant="subtle" justify="flex-start" style={{ flex: 1, minWidth: 0 }} onClick={onApply}>
            <Text span truncate inherit>
              {view.name}
            </Text>
          </Button>
          <ActionIcon
            variant="subtle"
            aria-label={SAVED_VIEWS_TEXT.moveUp(view.name)}
            disabled={!saved || first}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={SAVED_VIEWS_TEXT.moveDown(view.name)}
            disabled={!saved || last}
            onClick={() => onMove(1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={SAVED_VIEWS_TEXT.copyLink(view.name)}
            disabled={!saved}
            onClick={() => void onCopyLink().then(setManualLink)}
          >
            <IconLink size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={SAVED_VIEWS_TEXT.rename(view.name)}
            onClick={() => setRenaming(true)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={SAVED_VIEWS_TEXT.delete(view.name)} onClick={onDelete}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <ViewSync view={view} onRetry={onRetry} onDiscard={onDiscard} />
        {manualLink ? <ManualLink link={manualLink} /> : null}
      </Stack>
    </li>
  );
}

function ViewList({
  views,
  status,
  notice,
  onReload,
  renamingKey,
  setRenamingKey,
  closeList,
  ...actions
}: Pick<
  SavedViewsProps,
  | 'views'
  | 'status'
  | 'notice'
  | 'onReload'
  | 'onApply'
  | 'onRename'
  | 'onDelete'
  | 'onRetry'
  | 'onDiscard'
  | 'onMove'
  | 'onCopyLink'
> & { renamingKey: string | null; setRenamingKey: (key: string | null) => void; closeList: () => void }) {
  if (status === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{SAVED_VIEWS_TEXT.loading}</Text>
      </Group>
    );
  }
  if (status === 'error' && views.length === 0) {
    return (
      <Alert color="red" role="alert" title={SAVED_VIEWS_TEXT.loadFailed}>
        <Button size="xs" variant="light" onClick={onReload}>
          {SAVED_VIEWS_TEXT.tryAgain}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {notice ? (
        <Text size="sm" c="red" role="alert">
          {notice}
        </Text>
      ) : null}
      {views.length === 0 ? (
        <Text size="sm">{SAVED_VIEWS_TEXT.none}</Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {views.map((view, index) => (
            <SavedViewRow
              key={view.key}
              view={view}
              first={index === 0}
              last={index === views.length - 1 || views[index + 1]?.saved === null}
              renaming={renamingKey === view.key}
              setRenaming={(on) => setRenamingKey(on ? view.key : null)}
              onApply={() => {
                closeList();
                actions.onApply(view);
              }}
              onRename={(name) => actions.onRename(view, name)}
              onDelete={() => actions.onDelete(view)}
              onRetry={() => actions.onRetry(view)}
              onDiscard={() => actions.onDiscard(view)}
              onMove={(offset) => actions.onMove(view, offset)}
              onCopyLink={() => actions.onCopyLink(view)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * "Save view", the list of saved views (apply with one click, reorder, copy a share link, rename,
 * delete; a change the backend refused is marked with Try again) and "Reset view". The views come
 * from the caller (kept by the backend per user and report); this component only shows and asks.
 */
export function SavedViews({
  views,
  status,
  notice,
  onReload,
  onSave,
  onReset,
  disabled = false,
  defaultOpened = false,
  ...actions
}: SavedViewsProps) {
  const [saving, setSaving] = useState(false);
  const [listOpened, setListOpened] = useState(defaultOpened);
  const [renamingKey, setRenamingKey] = useState<string | null>(null);

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="light"
        leftSection={<IconBookmarkPlus size={18} aria-hidden />}
        onClick={() => setSaving(true)}
        disabled={disabled}
      >
        {SAVED_VIEWS_TEXT.saveView}
      </Button>
      <Modal opened={saving} onClose={() => setSaving(false)} title={SAVED_VIEWS_TEXT.saveView} size="sm">
        <ViewNameForm
          onSubmit={(name) => {
            setSaving(false);
            onSave(name);
          }}
          onCancel={() => setSaving(false)}
        />
      </Modal>
      <Popover
        opened={listOpened}
        onChange={setListOpened}
        position="bottom-end"
        width={380}
        trapFocus
        returnFocus
        shadow="md"
        // Mantine's own Escape listens in the capture phase, before the rename field can keep the key for
        // itself: an Escape that cancelled a rename closed the whole list. The dropdown's own handler
        // below hears only what the field lets through.
        closeOnEscape={false}
      >
        <Popover.Target>
          <Button
            variant="light"
            leftSection={<IconBookmark size={18} aria-hidden />}
            onClick={() => setListOpened((opened) => !opened)}
            disabled={disabled}
            aria-expanded={listOpened}
          >
            {SAVED_VIEWS_TEXT.savedViews} ({views.length})
          </Button>
        </Popover.Target>
        <Popover.Dropdown
          onKeyDown={(event) => {
            if (event.key === 'Escape') setListOpened(false);
          }}
        >
          <ViewList
            views={views}
            status={status}
            notice={notice}
            onReload={onReload}
            renamingKey={renamingKey}
            setRenamingKey={setRenamingKey}
            closeList={() => setListOpened(false)}
            {...actions}
          />
        </Popover.Dropdown>
      </Popover>
      <Button
        variant="default"
        leftSection={<IconRestore size={18} aria-hidden />}
        onClick={onReset}
        disabled={disabled}
      >
        {SAVED_VIEWS_TEXT.resetView}
      </Button>
    </Group>
  );
}
