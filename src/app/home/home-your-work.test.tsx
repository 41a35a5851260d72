/**
 * The home page's way back into a person's work, against the mock backend (msw/node): their recent
 * dashboards (from this browser, theirs only) and their saved views of every configured report, with
 * the empty, loading and failed states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient, unwrap } from '@/api/client';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { clearMockFaults, setMockFault } from '@/mocks/scenarios/faults';
import { recordRecentDashboard } from '@/session/signed-in';
import { signIn, storeToken } from '@/testing/contract-calls';
import { renderApp } from '@/testing/render';
import { HOME_WORK_TEXT } from './constants';
import { relativeTime } from './relative-time';

const MARKET_INTELLIGENCE = '3f1c9a52-6d0b-4e8a-9b1e-2a7c5d4e8f01';
const AGENT_PRODUCTIVITY = 'c5e8f031-2b4a-4d69-a7c3-9e1f6d2b8a23';
const MINUTE = 60_000;

/** A view of the signed-in person's, saved as the view menu saves one. */
async function createSavedView(reportId: string, view: { name: string; state: string; pageName: string | null }) {
  const answer = await unwrap(
    apiClient.POST('/reports/{reportId}/saved-views', { params: { path: { reportId } }, body: view }),
  );
  return answer.view;
}

const region = (name: string) => screen.findByRole('region', { name });

beforeEach(async () => {
  await storeToken(await signIn('javery', DEMO_PASSWORD));
});

describe('Recently viewed dashboards', () => {
  it("lists the person's dashboards, topic and page, newest first, each a link back to that page", async () => {
    const now = Date.now();
    recordRecentDashboard('javery', {
      path: '/sales-2024/market-intelligence',
      topicTitle: 'Market Intelligence',
      pageName: 'ReportSection2',
      pageTitle: 'Competitors',
      viewedAt: now - 3 * 60 * MINUTE,
    });
    recordRecentDashboard('javery', {
      path: '/sales-2024/agent-productivity',
      topicTitle: 'Agent Productivity',
      pageName: 'ReportSection1',
      pageTitle: 'Overview',
      viewedAt: now - 5 * MINUTE,
    });
    renderApp('/home');
    const recent = await region(HOME_WORK_TEXT.recentTitle);
    const links = within(recent).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Agent Productivity: Overview', '/sales-2024/agent-productivity?page=ReportSection1'],
      ['Market Intelligence: Competitors', '/sales-2024/market-intelligence?page=ReportSection2'],
    ]);
    expect(within(recent).getByText('Viewed 5 minutes ago')).toBeInTheDocument();
    expect(within(recent).getByText('Viewed 3 hours ago')).toBeInTheDocument();
  });

  it("shows none of the previous person's, and says how the list fills, with a way to a first dashboard", async () => {
    recordRecentDashboard('mlee', {
      path: '/sales-2024/market-intelligence',
      topicTitle: 'Market Intelligence',
      pageName: 'ReportSection1',
      pageTitle: 'Overview',
      viewedAt: Date.now(),
    });
    renderApp('/home');
    const recent = await region(HOME_WORK_TEXT.recentTitle);
    expect(within(recent).getByText(HOME_WORK_TEXT.recentEmptyTitle)).toBeInTheDocument();
    expect(within(recent).getAllByRole('link')).toHaveLength(1);
    expect(within(recent).getByRole('link', { name: 'Open Market Intelligence' })).toHaveAttribute(
      'href',
      '/sales-2024/market-intelligence',
    );
  });

  it.each([
    [0, 'just now'],
    [2 * MINUTE, '2 minutes ago'],
    [60 * MINUTE, '1 hour ago'],
    [26 * 60 * MINUTE, 'yesterday'],
    [20 * 24 * 60 * MINUTE, '2 weeks ago'],
    [400 * 24 * 60 * MINUTE, '57 weeks ago'],
  ])('says %i ms ago as "%s"', (ago, text) => {
    expect(relativeTime(1_000_000_000_000 - ago, 1_000_000_000_000)).toBe(text);
  });
});

describe('Your saved views', () => {
  it("lists the person's views of every dashboard, latest first, each a link that opens its dashboard with it, by the id only its owner can read", async () => {
    const older = await createSavedView(MARKET_INTELLIGENCE, { name: 'West region', state: 's1', pageName: null });
    const newer = await createSavedView(AGENT_PRODUCTIVITY, { name: 'Top agents', state: 's2', pageName: null });
    renderApp('/home');
    const saved = await region(HOME_WORK_TEXT.savedTitle);
    await waitFor(() => expect(within(saved).getAllByRole('link')).toHaveLength(2));
    expect(
      within(saved)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      `/sales-2024/agent-productivity?saved=${newer.id}`,
      `/sales-2024/market-intelligence?saved=${older.id}`,
    ]);
    // The day as the dashboard's saved-views list writes it: the locale's medium style
    // (design review, later grades: dates).
    const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(older.updatedAt));
    expect(within(saved).getByText(HOME_WORK_TEXT.savedOn('Market Intelligence', day))).toBeInTheDocument();
  });

  it('shows a skeleton while the views load, then says there are none yet', async () => {
    renderApp('/home');
    const saved = await region(HOME_WORK_TEXT.savedTitle);
    expect(within(saved).getByRole('status', { name: HOME_WORK_TEXT.loading })).toBeInTheDocument();
    expect(await within(saved).findByText(HOME_WORK_TEXT.savedEmptyTitle)).toBeInTheDocument();
    expect(within(saved).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so in the one form-alert pattern when the views cannot be loaded, and Try again loads them', async () => {
    await createSavedView(MARKET_INTELLIGENCE, { name: 'West region', state: 's1', pageName: null });
    await setMockFault('listSavedViews', 'http-500');
    renderApp('/home');
    const saved = await region(HOME_WORK_TEXT.savedTitle);
    const alert = await within(saved).findByRole('alert');
    expect(alert).toHaveTextContent(HOME_WORK_TEXT.loadFailed);
    await clearMockFaults();
    await userEvent.click(within(alert).getByRole('button', { name: HOME_WORK_TEXT.tryAgain }));
    expect(await within(saved).findByRole('link', { name: 'West region' })).toBeInTheDocument();
    expect(within(saved).queryByRole('alert')).not.toBeInTheDocument();
  });
});
