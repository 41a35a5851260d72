import { ActionIcon, Button, Group, Modal, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmark, IconBookmarkPlus, IconPencil, IconRestore, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SAVED_VIEW_NAME_MAX_LENGTH, SAVED_VIEWS_TEXT } from '../constants';
import type { SavedView } from '../stores/saved-views-store';

export interface SavedViewsProps {
  views: readonly SavedView[];
  /** Captures the report's state under `name`. */
  onSave: (name: string) => void;
  onApply: (view: SavedView) => void;
  onRename: (view: SavedView, name: string) => void;
  onDelete: (view: SavedView) => void;
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

function SavedViewRow({
  view,
  onApply,
  onRename,
  onDelete,
  renaming,
  setRenaming,
}: {
  view: SavedView;
  onApply: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
  renaming: boolean;
  setRenaming: (on: boolean) => void;
}) {
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
  return (
    <li>
      <Group gap={4} wrap="nowrap">
        <Button variant="subtle" justify="flex-start" style={{ flex: 1, minWidth: 0 }} onClick={onApply}>
          <Text span truncate inherit>
            {view.name}
          </Text>
        </Button>
        <ActionIcon variant="subtle" aria-label={SAVED_VIEWS_TEXT.rename(view.name)} onClick={() => setRenaming(true)}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={SAVED_VIEWS_TEXT.delete(view.name)} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </li>
  );
}

/**
 * "Save view", the list of saved views (apply with one click, rename, delete) and "Reset view". The
 * views come from the caller (kept per user and per report); this component only shows and asks.
 */
export function SavedViews({
  views,
  onSave,
  onApply,
  onRename,
  onDelete,
  onReset,
  disabled = false,
  defaultOpened = false,
}: SavedViewsProps) {
  const [saving, setSaving] = useState(false);
  const [listOpened, setListOpened] = useState(defaultOpened);
  const [renamingId, setRenamingId] = useState<string | null>(null);

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
        width={320}
        trapFocus
        returnFocus
        shadow="md"
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
        <Popover.Dropdown>
          {views.length === 0 ? (
            <Text size="sm">{SAVED_VIEWS_TEXT.none}</Text>
          ) : (
            <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
              {views.map((view) => (
                <SavedViewRow
                  key={view.id}
                  view={view}
                  renaming={renamingId === view.id}
                  setRenaming={(on) => setRenamingId(on ? view.id : null)}
                  onApply={() => {
                    setListOpened(false);
                    onApply(view);
                  }}
                  onRename={(name) => onRename(view, name)}
                  onDelete={() => onDelete(view)}
                />
              ))}
            </Stack>
          )}
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
