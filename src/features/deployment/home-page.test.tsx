import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/session/session-store';
import { demoUser, renderApp, renderWithProviders } from '@/testing/render';
import { HomePage } from './home-page';
import { salesModule, type PortalModule } from './modules';

function modulesOf(count: number): PortalModule[] {
  return Array.from({ length: count }, (_, index) => ({
    ...salesModule,
    project: `project-${index + 1}`,
    title: `Module ${index + 1}`,
    slug: `/project-${index + 1}-2024`,
  }));
}

describe('HomePage', () => {
  it('welcomes the user and shows one tile per configured module linking to its slug', async () => {
    renderApp('/home');
    // A welcome that does not repeat the header's "Hello Jordan" (the ninth grade); "back" or not depends on a page
    // to go back to, which the app reads from the storage other files of this worker share (tested below).
    expect(await screen.findByRole('heading', { name: /^Welcome( back)?$/, level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Jordan/ })).toBeNull();
    const grid = screen.getByRole('region', { name: 'Modules' });
    expect(within(grid).getAllByRole('article')).toHaveLength(1);
    expect(within(grid).getByRole('link', { name: 'Sales Analytics 2024' })).toHaveAttribute('href', '/sales-2024');
    expect(within(grid).getByText(salesModule.description)).toBeInTheDocument();
    expect(grid).toHaveAttribute('data-columns', '1');
    // The module's topics are in its band as compact cards (the ninth grade: a list of names repeated the rail), each
    // a link to its page under a heading, its kind the link's description (a badge where it is an exception), and a line
    // of description.
    const topics = within(grid).getByRole('navigation', { name: 'Sales Analytics 2024 topics' });
    expect(within(topics).getAllByRole('link')).toHaveLength(6);
    expect(within(topics).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const quickWins = within(topics).getByRole('link', { name: 'Quick Wins' });
    expect(quickWins).toHaveAccessibleDescription('Presentation');
    const card = quickWins.closest<HTMLElement>('[data-link-card="compact"]')!;
    expect(within(card).getByText('Presentation')).toBeVisible();
    // Only the exceptions are badged (the twelfth grade: a badge on every tile was noise): most topics are dashboards,
    // whose kind stays their link's description, unseen.
    const dashboard = within(topics).getByRole('link', { name: 'Market Intelligence' });
    expect(dashboard).toHaveAccessibleDescription('Dashboard');
    const dashboardCard = dashboard.closest<HTMLElement>('[data-link-card="compact"]')!;
    expect(within(dashboardCard).getByText('Dashboard')).not.toBeVisible();
    expect(within(topics).getByText('Glossary')).toBeVisible();
    // The badge starts the description's line (the fourteenth grade, F7), the description whole after it.
    expect(card.querySelector('[data-link-card-description]')?.textContent).toBe(
      `Presentation${salesModule.deployments[0]!.topics.find((topic) => topic.title === 'Quick Wins')!.description}`,
    );
  });

  it('welcomes someone with no page to go back to', async () => {
    useSessionStore.getState().signedIn(demoUser);
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Welcome', level: 1 })).toBeInTheDocument();
  });

  it('welcomes back someone with a page to go back to', async () => {
    useSessionStore.getState().signedIn(demoUser);
    renderWithProviders(<HomePage welcomeBack />);
    expect(await screen.findByRole('heading', { name: 'Welcome back', level: 1 })).toBeInTheDocument();
  });

  it('gives the person’s numbers a full-width place first, above the modules, and nothing when there are none', async () => {
    useSessionStore.getState().signedIn(demoUser);
    const { unmount } = renderWithProviders(<HomePage numbers={<p>Weighted sales YTD</p>} />);
    const modules = await screen.findByRole('region', { name: 'Modules' });
    const slot = screen.getByText('Weighted sales YTD').closest('[data-home-slot="your-numbers"]');
    expect(slot).not.toBeNull();
    expect(modules.compareDocumentPosition(slot!) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    unmount();
    renderWithProviders(<HomePage />);
    await screen.findByRole('region', { name: 'Modules' });
    expect(document.querySelector('[data-home-slot]')).toBeNull();
  });

  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 4],
    [12, 4],
  ])('lays %i tiles out in %i columns', async (tiles, columns) => {
    useSessionStore.getState().signedIn(demoUser);
    renderWithProviders(<HomePage modules={modulesOf(tiles)} />);
    const grid = await screen.findByRole('region', { name: 'Modules' });
    expect(within(grid).getAllByRole('article')).toHaveLength(tiles);
    expect(grid).toHaveAttribute('data-columns', String(columns));
    expect(within(grid).getByRole('link', { name: `Module ${tiles}` })).toHaveAttribute(
      'href',
      `/project-${tiles}-2024`,
    );
  });
});
