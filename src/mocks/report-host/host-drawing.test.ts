import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_DASHBOARDS } from './dashboards';
import { DEFAULT_DISPLAY } from './embed-settings';
import { drawPage } from './host-drawing';
import { host } from './host-state';

/** The portal's embed (R3.9): no page navigation, no filter pane, the page's background transparent. */
const PORTAL_DISPLAY = { ...DEFAULT_DISPLAY, pageNavigation: false, filterPane: false, transparent: true };

function drawMarketIntelligence(display = PORTAL_DISPLAY) {
  const dashboard = MOCK_DASHBOARDS.marketIntelligence;
  Object.assign(host, { dashboard, activePage: dashboard.pages[0], display, drill: null, filtersByPage: {} });
  drawPage();
  return dashboard.pages[0]!.displayName;
}

describe("the mock report host's page, as the portal embeds it", () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="report"></div>';
  });
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.background;
  });

  it("draws no title bar repeating the portal's page pill: the page's name only names its canvas", () => {
    const pageName = drawMarketIntelligence();
    // The tenth grade saw "Share by State" twice: the portal's pill and the frame's own heading.
    expect(screen.queryByRole('heading', { name: pageName })).toBeNull();
    expect(document.querySelector('header')).toBeNull();
    expect(screen.getByRole('main', { name: pageName })).toBeInTheDocument();
    // The report's name for a screen reader stays its one first-level heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Market Intelligence');
  });

  it("keeps the mock's tool 'Simulate token expiry', in the mock's own strip under the canvas", () => {
    drawMarketIntelligence();
    const footer = document.querySelector('footer')!;
    expect(within(footer).getByRole('button', { name: 'Simulate token expiry' })).toBeInTheDocument();
  });

  it('leaves the page background out only when the embed asks for BackgroundType.Transparent', () => {
    drawMarketIntelligence();
    expect(document.documentElement.dataset.background).toBe('transparent');
    drawMarketIntelligence({ ...PORTAL_DISPLAY, transparent: false });
    expect(document.documentElement.dataset.background).toBe('default');
  });

  it("draws the service's page tabs where the embed leaves page navigation on", () => {
    drawMarketIntelligence({ ...PORTAL_DISPLAY, pageNavigation: true });
    expect(screen.getByRole('navigation', { name: 'Report pages' })).toBeInTheDocument();
  });
});
