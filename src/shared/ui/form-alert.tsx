import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';

/**
 * A form's or a page's error, the one way the portal says one (Storybook Foundations, "Feedback"): an
 * alert with an icon and a title, announced at once. A field's own error goes under the field (the
 * input's `error`), a success is a SuccessAlert (success-alert.tsx).
 * Server texts are rendered as text, never as markup.
 */
export function FormAlert({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <ErrorAlert role="alert" title={title}>
      {children}
    </ErrorAlert>
  );
}
