import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RetryButton } from './retry-button';

describe('RetryButton', () => {
  it('is the small default button without an icon, with the text it is given, and calls back', () => {
    const onClick = vi.fn();
    render(
      <MantineProvider>
        <RetryButton onClick={onClick}>Try again</RetryButton>
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toHaveAttribute('data-size', 'xs');
    expect(button).toHaveAttribute('data-variant', 'default');
    expect(button.querySelector('svg')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('says it is busy while the retry runs', () => {
    render(
      <MantineProvider>
        <RetryButton onClick={() => undefined} loading>
          Try again
        </RetryButton>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('data-loading', 'true');
  });
});
