import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('render fault');
  return <p>Recovered content</p>;
}

describe('AppErrorBoundary', () => {
  it('shows a way out instead of a blank page when a render fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MantineProvider>
        <AppErrorBoundary>
          <Bomb explode />
        </AppErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong!');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('renders its children when nothing fails', () => {
    render(
      <MantineProvider>
        <AppErrorBoundary>
          <Bomb explode={false} />
        </AppErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
  });

  it('tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let explode = true;
    function Flaky() {
      if (explode) throw new Error('once');
      return <p>Second try worked</p>;
    }
    render(
      <MantineProvider>
        <AppErrorBoundary>
          <Flaky />
        </AppErrorBoundary>
      </MantineProvider>,
    );
    explode = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Second try worked')).toBeInTheDocument();
  });
});

describe('AppErrorBoundary and code that cannot be fetched', () => {
  it('offers the new version instead of an error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function MissingCode(): never {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/page-old.js');
    }
    render(
      <MantineProvider>
        <AppErrorBoundary>
          <MissingCode />
        </AppErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('A new version is available');
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
