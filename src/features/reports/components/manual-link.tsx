import { TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { SAVED_VIEWS_TEXT } from '../constants';

/** The clipboard refused (a browser setting): the link is shown, selected, to copy by hand. */
export function ManualLink({ link }: { link: string }) {
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
