import { Button, type ButtonProps } from '@mantine/core';
import { forwardRef, type MouseEventHandler, type ReactNode } from 'react';

/**
 * The portal's one inline "Try again" (design review, later grades: one retry button): a small default
 * button with no icon, under or beside what failed (saved views, home's numbers, an export, recent work,
 * a report, the profile). Only a whole page's error keeps a primary button (`AppErrorFallback`), since
 * there it is the page's one action. The caller gives the text, which the spec fixes for each place.
 */
export const RetryButton = forwardRef<
  HTMLButtonElement,
  Pick<ButtonProps, 'loading' | 'mt' | 'className'> & {
    onClick: MouseEventHandler<HTMLButtonElement>;
    children: ReactNode;
  }
>(function RetryButton({ children, ...props }, ref) {
  return (
    <Button ref={ref} size="xs" variant="default" data-retry-button {...props}>
      {children}
    </Button>
  );
});
