import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { maskUsername } from '../lib/mask-username';
import classes from './masked-username-input.module.css';

export interface MaskedUsernameInputProps extends Omit<TextInputProps, 'value' | 'size' | 'classNames'> {
  value: string;
}

/**
 * The username field of the login (R2.11): while it is not focused its display is masked,
 * e.g. "ja*****ry". Focusing it shows the real value for editing.
 */
export function MaskedUsernameInput({ value, onFocus, onBlur, ...props }: MaskedUsernameInputProps) {
  const [focused, setFocused] = useState(false);
  const masked = !focused && value !== '';
  return (
    <TextInput
      {...props}
      size="md"
      value={value}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      classNames={{ input: masked ? classes.maskedInput : undefined }}
      data-masked={masked || undefined}
      inputContainer={(children) => (
        <div className={classes.container}>
          {children}
          {masked && (
            <span className={classes.mask} aria-hidden data-testid="masked-username">
              {maskUsername(value)}
            </span>
          )}
        </div>
      )}
    />
  );
}
