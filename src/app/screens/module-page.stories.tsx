import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { DeploymentPage } from '@/features/deployment';
import { HEADLINE_KPI_TEXT } from '@/features/reports';
import { recordRecentDashboard } from '@/session/signed-in';
import { isPhone } from '@/testing/phone-width-story';
import { listedSavedViews, type StoryView } from '@/testing/saved-views-story';
import { jordanAvery, signedInScreen } from '@/testing/story-fixtures';
import { signInJordanToDashboards } from '@/testing/workplace-story';
import { salesTopic, TOPIC_PAGES } from '@/testing/topic-pages';
import { HOME_WORK_TEXT } from '../home/constants';
import { headlineKpiTiles } from '../home/home-kpis';
import { MODULE_WORK_TEXT } from '../module-work/constants';
import { ModuleLanding } from '../module-work/module-landing';
import { inAppShell, LAZY_VIEW } from './screen-story';

// The sales module and its 2024 deployment, as the routes resolve them.
const { module: salesModule, deployment: deployment2024 } = salesTopic('market-intelligence');
const MARKET_INTELLIGENCE = '3f1c9a52-6d0b-4e8a-9b1e-2a7c5d4e8f01';
const AGENT_PRODUCTIVITY = 'c5e8f031-2b4a-4d69-a7c3-9e1f6d2b8a23';
const MINUTE = 60_000;
const RECENT_TITLE = MODULE_WORK_TEXT.recent(salesModule.title).title;

/** Jordan's views of two of the module's reports, with fixed dates (the image must not change from day to day). */
const VIEWS: Record<string, StoryView[]> = {
  [MARKET_INTELLIGENCE]: [{ name: 'September peak by state and agent', updatedAt: '2026-11-24T15:20:00Z' }],
  [AGENT_PRODUCTIVITY]: [{ name: 'Top producing agents', updatedAt: '2026-11-26T11:40:00Z' }],
};

const listed = listedSavedViews(VIEWS);
const noViews = http.get('*/reports/:reportId/saved-views', () => HttpResponse.json({ views: [] }));

/** A story loader: Jordan opened two of this module's dashboards, and one page of a module this portal no longer has. */
function openedDashboards() {
  const now = Date.now();
  const visits = [
    ['/sales-2024/agent-productivity', 'Agent Productivity', 'Overview', 95],
    ['/claims-2023/loss-ratios', 'Loss Ratios', 'Overview', 30],
    ['/sales-2024/market-intelligence', 'Market Intelligence', 'Market Overview', 12],
  ] as const;
  for (const [path, topicTitle, pageTitle, minutesAgo] of visits)
    recordRecentDashboard(jordanAvery.username, {
      path,
      topicTitle,
      pageName: 'ReportSection1',
      pageTitle,
      viewedAt: now - minutesAgo * MINUTE,
    });
}

/**
 * The module's page as its route shows it (a blind designer's finding, 2026-12-02: it showed the deployment page's six
 * cards under one more row, and the trail walked through two pages that said the same thing): the deployment and its
 * topics' cards (R2.15), and what only this page shows, the person's numbers, recent dashboards and saved views of this
 * module. At a laptop's and a phone's width (the screen tag), light and dark.
 */
const meta = {
  title: 'Screens/Module page',
  component: ModuleLanding,
  decorators: [inAppShell],
  tags: ['screen'],
  args: { module: salesModule },
  parameters: { ...signedInScreen('/sales-2024', salesModule.title), msw: { handlers: [listed] } },
} satisfies Meta<typeof ModuleLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name }, LAZY_VIEW);

/**
 * R2.15 still holds: the deployment's heading links to module slug + deployment slug, its topics' cards below it each
 * to module slug + topic slug.
 */
async function expectDeploymentCards(deployments: HTMLElement) {
  await expect(within(deployments).getByRole('link', { name: deployment2024.title })).toHaveAttribute(
    'href',
    '/sales-2024/2024-deployment',
  );
  const topics = within(deployments).getByRole('navigation', { name: `${deployment2024.title} topics` });
  await expect(
    within(topics)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(TOPIC_PAGES.map(({ path }) => path));
}

/**
 * The page's order and shape: the numbers above the deployment, the person's work below it. On a laptop the recent
 * list and the saved views side by side, ending together, their outer edges on the cards' above (within 1 px); on a
 * phone one column, each as wide as the cards.
 */
async function expectModuleShape(
  numbers: HTMLElement,
  deployments: HTMLElement,
  recent: HTMLElement,
  saved: HTMLElement,
) {
  const [n, d, r, s] = [numbers, deployments, recent, saved].map((element) => element.getBoundingClientRect());
  await expect(n!.bottom).toBeLessThanOrEqual(d!.top);
  await expect(r!.top).toBeGreaterThanOrEqual(d!.bottom);
  const cards = within(deployments).getByRole('article').getBoundingClientRect();
  if (isPhone()) {
    await expect(s!.top).toBeGreaterThanOrEqual(r!.bottom);
    for (const box of [r, s]) {
      await expect(Math.abs(box!.left - cards.left)).toBeLessThanOrEqual(1);
      await expect(Math.abs(box!.right - cards.right)).toBeLessThanOrEqual(1);
    }
    return;
  }
  await expect(s!.left).toBeGreaterThan(r!.right);
  await expect(Math.abs(r!.top - s!.top)).toBeLessThanOrEqual(1);
  await expect(Math.abs(r!.bottom - s!.bottom)).toBeLessThanOrEqual(1);
  await expect(Math.abs(r!.left - cards.left)).toBeLessThanOrEqual(1);
  await expect(Math.abs(s!.right - cards.right)).toBeLessThanOrEqual(1);
}

/**
 * Jordan came back to the module, not yet signed in to the dashboards: the numbers' band with the dashboard login (as
 * home's), the deployment's cards, his recent dashboards of this module only (newest first; not the other module's
 * page) and his saved views of its reports.
 */
export const WithRecentWork: Story = {
  loaders: [openedDashboards],
  play: async ({ canvas, canvasElement }) => {
    const numbers = await region(canvasElement, HEADLINE_KPI_TEXT.title);
    await expect(within(numbers).getByText(HEADLINE_KPI_TEXT.signedOut)).toBeVisible();
    await expect(within(numbers).getByRole('link', { name: HEADLINE_KPI_TEXT.dashboardLogin })).toBeVisible();
    const deployments = canvas.getByRole('region', { name: 'Deployments' });
    await expectDeploymentCards(deployments);

    const recent = canvas.getByRole('region', { name: RECENT_TITLE });
    await expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Market Intelligence: Market Overview', '/sales-2024/market-intelligence?page=ReportSection1'],
      ['Agent Productivity: Overview', '/sales-2024/agent-productivity?page=ReportSection1'],
    ]);
    const saved = canvas.getByRole('region', { name: MODULE_WORK_TEXT.saved.title });
    await within(saved).findByRole('link', { name: 'Top producing agents' });
    await expect(
      within(saved)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Top producing agents', 'September peak by state and agent']);
    // Not home's headings: the module's own, once each.
    await expect(canvas.queryByRole('region', { name: HOME_WORK_TEXT.recentTitle })).toBeNull();
    await expect(canvas.queryByRole('region', { name: HOME_WORK_TEXT.savedTitle })).toBeNull();
    await expectModuleShape(numbers, deployments, recent, saved);
  },
};

/** The same in dark. */
export const WithRecentWorkDark: Story = { ...WithRecentWork, globals: { colorScheme: 'dark' } };

/** A first visit: nothing of this module opened or saved yet; each section says what to do to fill it. */
export const FirstVisit: Story = {
  parameters: { msw: { handlers: [noViews] } },
  play: async ({ canvas, canvasElement }) => {
    const saved = await region(canvasElement, MODULE_WORK_TEXT.saved.title);
    await within(saved).findByText(MODULE_WORK_TEXT.saved.emptyTitle);
    await expect(within(saved).getByText(MODULE_WORK_TEXT.saved.emptyHint)).toBeVisible();
    const recent = canvas.getByRole('region', { name: RECENT_TITLE });
    const empty = MODULE_WORK_TEXT.recent(salesModule.title);
    await expect(within(recent).getByText(empty.emptyTitle)).toBeVisible();
    await expect(within(recent).getByText(empty.emptyHint)).toBeVisible();
    await expect(
      within(recent).getByRole('link', { name: HOME_WORK_TEXT.openDashboard('Market Intelligence') }),
    ).toHaveAttribute('href', '/sales-2024/market-intelligence');
    const numbers = canvas.getByRole('region', { name: HEADLINE_KPI_TEXT.title });
    await expectModuleShape(numbers, canvas.getByRole('region', { name: 'Deployments' }), recent, saved);
  },
};

/** The first visit in dark. */
export const FirstVisitDark: Story = { ...FirstVisit, globals: { colorScheme: 'dark' } };

/**
 * Signed in to the dashboards: the same live numbers home shows, from this module's dashboards, each drawn by its
 * visual (45 s, as Screens/Home numbers' first story, for a cold Vite).
 */
export const NumbersLive: Story = {
  loaders: [signInJordanToDashboards, openedDashboards],
  play: async ({ canvasElement }) => {
    const numbers = await region(canvasElement, HEADLINE_KPI_TEXT.title);
    await waitFor(
      () =>
        expect(
          [...numbers.querySelectorAll('[data-kpi-phase]')].map((tile) => tile.getAttribute('data-kpi-phase')),
        ).toEqual(headlineKpiTiles([salesModule]).map(() => 'rendered')),
      { timeout: 45_000 },
    );
    await expect(
      within(numbers).getByRole('link', { name: HEADLINE_KPI_TEXT.openDashboard('Market Intelligence') }),
    ).toHaveAttribute('href', '/sales-2024/market-intelligence?page=ReportSection1');
  },
};

/**
 * The deployment page stays the plain topic list, so the module's page and it no longer say the same thing: its six
 * cards, and none of the module page's numbers, recent dashboards or saved views.
 */
export const DeploymentPageStaysPlain: Story = {
  loaders: [openedDashboards],
  parameters: { ...signedInScreen('/sales-2024/2024-deployment', deployment2024.title) },
  render: () => <DeploymentPage module={salesModule} deployment={deployment2024} />,
  play: async ({ canvas, canvasElement }) => {
    const topics = await within(canvasElement).findByRole('navigation', { name: 'Topics' }, LAZY_VIEW);
    await expect(within(topics).getAllByRole('link')).toHaveLength(TOPIC_PAGES.length);
    for (const name of [HEADLINE_KPI_TEXT.title, RECENT_TITLE, MODULE_WORK_TEXT.saved.title])
      await expect(canvas.queryByRole('region', { name })).toBeNull();
  },
};
