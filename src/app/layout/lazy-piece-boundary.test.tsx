import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/shared/browser/browser-navigation';
import * as newDeploy from '@/shared/browser/new-deploy';
import { LazyPieceBoundary } from './lazy-piece-boundary';

afterEach(() => vi.restoreAllMocks());

describe('a lazy piece of the shell whose code cannot be fetched', () => {
  it('says it could not open and offers the reload, while the page around it stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error too
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    const onClose = vi.fn();
    const Panel = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    render(
      <MantineProvider>
        <p>The page</p>
        <LazyPieceBoundary what="The account panel" onClose={onClose}>
          <Suspense fallback={null}>
            <Panel />
          </Suspense>
        </LazyPieceBoundary>
      </MantineProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The account panel could not open. A new version is available:');
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says nothing while the page reloads for a new deploy: no "could not open" before the new version', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(newDeploy, 'isReloadingForNewDeploy').mockReturnValue(true);
    const Panel = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    render(
      <MantineProvider>
        <p>The page</p>
        <LazyPieceBoundary what="The account panel" onClose={() => {}}>
          <Suspense fallback={null}>
            <Panel />
          </Suspense>
        </LazyPieceBoundary>
      </MantineProvider>,
    );
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});
