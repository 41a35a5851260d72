import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, onDemand } from './lazy-page';

const Page = () => <p>The page</p>;

function renderInSuspense(Component: ComponentType) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders at once, never its fallback, once its module has arrived', async () => {
    const source = onDemand(() => Promise.resolve({ Page }));
    await source.load();
    renderInSuspense(lazyPage(source, (module) => module.Page));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback until its module arrives, and asks for the module once', async () => {
    const importModule = vi.fn(() => Promise.resolve({ Page }));
    const source = onDemand(importModule);
    renderInSuspense(lazyPage(source, (module) => module.Page));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('The page')).toBeInTheDocument();
    await source.load();
    expect(importModule).toHaveBeenCalledOnce();
  });

  it('asks again after a failed load', async () => {
    const importModule = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Page });
    const source = onDemand(importModule);
    await expect(source.load()).rejects.toThrow('offline');
    await expect(source.load()).resolves.toEqual({ Page });
    expect(source.loaded()).toEqual({ Page });
  });
});
