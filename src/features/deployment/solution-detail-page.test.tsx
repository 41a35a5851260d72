import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { useSessionStore } from '@/session/session-store';
import { demoUser, renderApp } from '@/testing/render';
import { deployment2024Topics } from './modules';
import { shownPageTitle } from '@/shared/browser/shown-page-title';

async function renderTopic(slug: string, title: string) {
  const result = renderApp(`/sales-2024/${slug}`);
  await screen.findByRole('heading', { name: title, level: 1 });
  return result;
}

/** Activity records sent to `POST /{provider}/activity` (the requests still reach the mock backend). */
let sentActivity: Record<string, unknown>[] = [];

beforeEach(() => {
  sentActivity = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(`/${config.authProvider}/activity`)) {
      sentActivity.push((await request.clone().json()) as Record<string, unknown>);
    }
    return realFetch(request);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SolutionDetailPage', () => {
  it.each(deployment2024Topics.map((topic) => [topic.slug.slice(1), topic.title]))(
    'shows %s with its title, breadcrumbs and the deployment navigation',
    async (slug, title) => {
      await renderTopic(slug, title);
      expect(document.title).toBe(`${title} | Carrier Analytics Portal`);
      expect(within(screen.getByRole('banner')).getByText(title)).toBeInTheDocument();
      expect(shownPageTitle()).toBe(title);

      const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
      expect(within(breadcrumbs).getByRole('link', { name: '2024 Deployment' })).toHaveAttribute(
        'href',
        '/sales-2024/2024-deployment',
      );
      expect(within(breadcrumbs).getByText(title)).toHaveAttribute('aria-current', 'page');

      const navigation = screen.getByRole('navigation', { name: '2024 Deployment navigation' });
      expect(within(navigation).getAllByRole('link')).toHaveLength(deployment2024Topics.length);
      expect(within(navigation).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    },
  );

  it.each(
    deployment2024Topics.flatMap(({ slug, title, content }) =>
      content.kind === 'dashboard' ? [[slug.slice(1), title, config.reports[content.reportKey].id]] : [],
    ),
  )(
    'shows the dashboard of %s (workplace sign-in first) without revealing its report id',
    async (slug, title, reportId) => {
      await renderTopic(slug, title);
      const dashboard = await screen.findByRole('region', { name: `${title} dashboard` }, { timeout: 10_000 });
      expect(
        await within(dashboard).findByText(
          /To view this dashboard, please login with your Evergreen Life workplace account/,
          undefined,
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      expect(document.body.textContent).not.toContain(reportId);
      expect(document.body.innerHTML).not.toContain(reportId);
    },
  );

  it("names the carrier's workplace (VITE_COMPANY_NAME), not the company of the user record, which may be empty", async () => {
    renderApp('/sales-2024/market-intelligence', { user: { ...demoUser, company: '' } });
    const dashboard = await screen.findByRole('region', { name: 'Market Intelligence dashboard' }, { timeout: 10_000 });
    expect(
      await within(dashboard).findByText(
        `To view this dashboard, please login with your ${config.companyName} workplace account`,
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(config.companyName).toBe('Evergreen Life');
  });

  it('shows the Quick Wins presentation', async () => {
    await renderTopic('quick-wins', 'Quick Wins');
    expect(screen.getByTitle('Quick Wins presentation')).toBeInTheDocument();
  });

  it('shows the KPI view for Metrics for Performance Tracking', async () => {
    await renderTopic('metrics-for-performance-tracking', 'Metrics for Performance Tracking');
    expect(await screen.findByRole('tab', { name: 'Sales Pipeline' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['metrics-for-performance-tracking', 'Metrics for Performance Tracking'],
    ['quick-wins', 'Quick Wins'],
  ])('keeps the heading of %s for screen readers only, as a dashboard does', async (slug, title) => {
    // A ninth grade counted the glossary's title four times: the header, the trail, the strip, then a visible heading.
    await renderTopic(slug, title);
    const heading = screen.getByRole('heading', { name: title, level: 1 });
    expect(heading.closest('.mantine-VisuallyHidden-root')).not.toBeNull();
  });

  it('records one "Page changed" activity with the topic title, user, device and browser', async () => {
    await renderTopic('quick-wins', 'Quick Wins');
    await waitFor(() =>
      expect(sentActivity).toContainEqual({
        activity: 'Page changed',
        page: 'Quick Wins',
        username: 'javery',
        role: 'Agent',
        company: 'Evergreen Life',
        device: 'Desktop',
        browser: expect.any(String),
      }),
    );
    expect(sentActivity.filter((record) => record.page === 'Quick Wins')).toHaveLength(1);
    expect(useSessionStore.getState().recentActivity[0]).toMatchObject({
      activity: 'Page changed',
      page: 'Quick Wins',
    });
  });

  it('moves between topics by the deployment navigation and back by the breadcrumbs', async () => {
    const user = userEvent.setup();
    const { router } = await renderTopic('market-intelligence', 'Market Intelligence');
    const navigation = screen.getByRole('navigation', { name: '2024 Deployment navigation' });
    await user.click(within(navigation).getByRole('link', { name: 'Sales Opportunity' }));
    expect(await screen.findByRole('heading', { name: 'Sales Opportunity', level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(sentActivity.map((record) => record.page)).toEqual(
        expect.arrayContaining(['Market Intelligence', 'Sales Opportunity']),
      ),
    );

    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(breadcrumbs).getByRole('link', { name: '2024 Deployment' }));
    expect(await screen.findByRole('heading', { name: '2024 Deployment', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sales-2024/2024-deployment');
  });
});
