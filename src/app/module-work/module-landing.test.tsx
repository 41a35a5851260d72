/**
 * A module's landing page shows what only it can (a blind designer's finding, 2026-12-02: it repeated the deployment
 * page's cards): the person's numbers, recent dashboards and saved views of this module, through its route, against
 * the mock backend (msw/node). The deployment page stays the plain topic list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient, unwrap } from '@/api/client';
import { HEADLINE_KPI_TEXT } from '@/features/reports';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { recordRecentDashboard } from '@/session/signed-in';
import { signIn, storeToken } from '@/testing/contract-calls';
import { renderApp } from '@/testing/render';
import { HOME_WORK_TEXT } from '../home/constants';
import { MODULE_WORK_TEXT } from './constants';

const AGENT_PRODUCTIVITY = 'c5e8f031-2b4a-4d69-a7c3-9e1f6d2b8a23';
const RECENT_TITLE = MODULE_WORK_TEXT.recent('Sales Analytics 2024').title;

beforeEach(async () => {
  await storeToken(await signIn('javery', DEMO_PASSWORD));
});

describe('Module landing page', () => {
  it("shows the module's numbers above its deployment, and its recent dashboards and saved views below", async () => {
    const now = Date.now();
    recordRecentDashboard('javery', {
      path: '/sales-2024/agent-productivity',
      topicTitle: 'Agent Productivity',
      pageName: 'ReportSection1',
      pageTitle: 'Overview',
      viewedAt: now - 5 * 60_000,
    });
    // A page of another module (one this portal no longer has): home lists it, this module's page does not.
    recordRecentDashboard('javery', {
      path: '/claims-2023/loss-ratios',
      topicTitle: 'Loss Ratios',
      pageName: 'ReportSection1',
      pageTitle: 'Overview',
      viewedAt: now,
    });
    const view = await unwrap(
      apiClient.POST('/reports/{reportId}/saved-views', {
        params: { path: { reportId: AGENT_PRODUCTIVITY } },
        body: { name: 'Top agents', state: 's1', pageName: null },
      }),
    );
    renderApp('/sales-2024');

    // Not signed in to the dashboards: the numbers' band with the dashboard login, as on home.
    const numbers = await screen.findByRole('region', { name: HEADLINE_KPI_TEXT.title });
    expect(within(numbers).getByText(HEADLINE_KPI_TEXT.signedOut)).toBeInTheDocument();
    const deployments = screen.getByRole('region', { name: 'Deployments' });
    expect(numbers.compareDocumentPosition(deployments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const recent = screen.getByRole('region', { name: RECENT_TITLE });
    expect(deployments.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Agent Productivity: Overview', '/sales-2024/agent-productivity?page=ReportSection1']]);

    const saved = screen.getByRole('region', { name: MODULE_WORK_TEXT.saved.title });
    expect(await within(saved).findByRole('link', { name: 'Top agents' })).toHaveAttribute(
      'href',
      `/sales-2024/agent-productivity?saved=${view.view.id}`,
    );
    expect(screen.queryByRole('region', { name: HOME_WORK_TEXT.recentTitle })).not.toBeInTheDocument();
  });

  it('says what to do where nothing of the module was opened or saved yet', async () => {
    renderApp('/sales-2024');
    const recent = await screen.findByRole('region', { name: RECENT_TITLE });
    expect(within(recent).getByText(MODULE_WORK_TEXT.recent('Sales Analytics 2024').emptyTitle)).toBeInTheDocument();
    expect(
      within(recent).getByRole('link', { name: HOME_WORK_TEXT.openDashboard('Market Intelligence') }),
    ).toHaveAttribute('href', '/sales-2024/market-intelligence');
    const saved = screen.getByRole('region', { name: MODULE_WORK_TEXT.saved.title });
    expect(await within(saved).findByText(MODULE_WORK_TEXT.saved.emptyTitle)).toBeInTheDocument();
    expect(within(saved).getByText(MODULE_WORK_TEXT.saved.emptyHint)).toBeInTheDocument();
  });

  it('leaves the deployment page the plain topic list: none of the numbers, recent dashboards or saved views', async () => {
    renderApp('/sales-2024/2024-deployment');
    const topics = await screen.findByRole('navigation', { name: 'Topics' });
    expect(within(topics).getAllByRole('link')).toHaveLength(6);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '2024 Deployment' })).toBeInTheDocument());
    for (const name of [HEADLINE_KPI_TEXT.title, RECENT_TITLE, MODULE_WORK_TEXT.saved.title])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
  });
});
