import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/shared/storage/storage-keys';
import { renderApp, renderWithProviders } from '@/testing/render';
import { TOPIC_PAGES } from '@/testing/topic-pages';
import { ModuleLandingPage } from './module-landing-page';
import { salesModule } from './modules';

const TOPIC_PATHS = TOPIC_PAGES.map(({ path }) => path);

describe('ModuleLandingPage', () => {
  it('shows the module with breadcrumbs, its deployment and a link to every topic', async () => {
    renderApp('/sales-2024');
    expect(await screen.findByRole('heading', { name: 'Sales Analytics 2024', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Sales Analytics 2024 | Carrier Analytics Portal');

    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(breadcrumbs).getByText('Sales Analytics 2024')).toHaveAttribute('aria-current', 'page');

    const deployments = screen.getByRole('region', { name: 'Deployments' });
    expect(within(deployments).getByRole('link', { name: '2024 Deployment' })).toHaveAttribute(
      'href',
      '/sales-2024/2024-deployment',
    );

    const tabs = screen.getByRole('navigation', { name: '2024 Deployment topics' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(TOPIC_PATHS);
  });

  it('remembers the chosen deployment title and value and opens the deployment page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/sales-2024');
    const deployments = await screen.findByRole('region', { name: 'Deployments' });
    expect(localStorage.getItem(storageKeys.deploymentTitle)).toBeNull();

    await user.click(within(deployments).getByRole('link', { name: '2024 Deployment' }));
    expect(localStorage.getItem(storageKeys.deploymentTitle)).toBe('2024 Deployment');
    expect(localStorage.getItem(storageKeys.deploymentValue)).toBe('deployment2024');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sales-2024/2024-deployment'));
  });

  it("shows each deployment's topics as cards with their kind, and opening one remembers the deployment", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/sales-2024');
    const topics = await screen.findByRole('navigation', { name: '2024 Deployment topics' });
    const headings = within(topics).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(TOPIC_PAGES.map(({ title }) => title));
    const quickWins = within(topics).getByRole('link', { name: 'Quick Wins' }).closest('article')!;
    expect(within(quickWins as HTMLElement).getByText('Presentation')).toBeInTheDocument();

    await user.click(within(topics).getByRole('link', { name: 'Agent Productivity' }));
    expect(localStorage.getItem(storageKeys.deploymentValue)).toBe('deployment2024');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sales-2024/agent-productivity'));
  });

  it('reads the remembered choice back: the card chosen last is marked "Last opened"', async () => {
    renderApp('/sales-2024');
    const fresh = await screen.findByRole('region', { name: 'Deployments' });
    expect(within(fresh).queryByText('Last opened')).not.toBeInTheDocument();
    cleanup();

    localStorage.setItem(storageKeys.deploymentTitle, '2024 Deployment');
    localStorage.setItem(storageKeys.deploymentValue, 'deployment2024');
    renderApp('/sales-2024');
    const remembered = await screen.findByRole('region', { name: 'Deployments' });
    const card = within(remembered).getByRole('link', { name: '2024 Deployment' }).closest('article')!;
    expect(within(card as HTMLElement).getByText('Last opened')).toBeInTheDocument();
    cleanup();

    // A record that names no deployment of this module marks nothing.
    localStorage.setItem(storageKeys.deploymentValue, 'deployment2019');
    renderApp('/sales-2024');
    const deployments = await screen.findByRole('region', { name: 'Deployments' });
    expect(within(deployments).queryByText('Last opened')).not.toBeInTheDocument();
  });

  it('places what the route gives: the numbers above the deployment, the recent and saved views in one row below it', async () => {
    renderWithProviders(
      <ModuleLandingPage
        module={salesModule}
        numbers={<section aria-label="Numbers" />}
        recentDashboards={<section aria-label="Recent" />}
        savedViews={<section aria-label="Saved" />}
      />,
      { path: '/sales-2024' },
    );
    const deployments = await screen.findByRole('region', { name: 'Deployments' });
    const [numbers, recent, saved] = ['Numbers', 'Recent', 'Saved'].map((name) => screen.getByRole('region', { name }));
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect([follows(numbers!, deployments), follows(deployments, recent!), follows(recent!, saved!)]).toEqual([
      true,
      true,
      true,
    ]);
    // One row of two columns (one on a phone: module-landing-page.module.css).
    expect(recent!.closest('[data-work-columns]')).toHaveAttribute('data-work-columns', '2');
    expect(saved!.closest('[data-work-columns]')).toBe(recent!.closest('[data-work-columns]'));
  });

  it('without them (a module with no numbers configured) shows the deployment alone', async () => {
    renderWithProviders(<ModuleLandingPage module={salesModule} />, { path: '/sales-2024' });
    await screen.findByRole('region', { name: 'Deployments' });
    expect(document.querySelector('[data-module-slot], [data-work-columns]')).toBeNull();
  });
});
