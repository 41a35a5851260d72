import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';

/** The control's label, as R2.10 words it. */
export const HOLD_TO_PEEK = 'Hold To Peek';

const HOLD_KEYS = new Set([' ', 'Enter']);

export type HoldToPeekPasswordInputProps = Omit<TextInputProps, 'type' | 'rightSection'>;

/**
 * A password field whose value shows only while its "Hold To Peek" control is held down: by mouse,
 * touch, or Space / Enter on the keyboard. Letting go, moving away or leaving the control hides it.
 */
export function HoldToPeekPasswordInput(props: HoldToPeekPasswordInputProps) {
  const [revealed, setRevealed] = useState(false);
  const reveal = () => setRevealed(true);
  const hide = () => setRevealed(false);
  const onKey = (show: boolean) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault(); // no click, no form submit, no page scroll
    setRevealed(show);
  };

  return (
    <TextInput
      autoComplete="current-password"
      spellCheck={false}
      {...props}
      type={revealed ? 'text' : 'password'}
      rightSection={
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={HOLD_TO_PEEK}
          title={HOLD_TO_PEEK}
          aria-pressed={revealed}
          disabled={props.disabled}
          style={{ touchAction: 'none' }}
          onPointerDown={(event) => {
            if (event.pointerType === 'mouse' && event.button !== 0) return;
            reveal();
          }}
          onPointerUp={hide}
          onPointerLeave={hide}
          onPointerCancel={hide}
          onBlur={hide}
          // Keep the caret in the field, and no long-press menu on touch screens.
          onMouseDown={(event) => event.preventDefault()}
          onContextMenu={(event) => event.preventDefault()}
          onKeyDown={onKey(true)}
          onKeyUp={onKey(false)}
        >
          {revealed ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
        </ActionIcon>
      }
    />
  );
}
