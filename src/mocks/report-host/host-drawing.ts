import type { DrillThrough } from './bookmark-state';
import type { DashboardPage, Visual } from './dashboard-model';
import { raiseError, sendEvent, tokenExpiredBody } from './host-channel';
import { host } from './host-state';
import { drawBackButton, drawSlicers, openDrillMenu } from './page-controls';
import { pageAsShown } from './page-state';
import { pageModel, reportModel, visualModel } from './service-models';
import { drawVisual, html, type DataPoint } from './visuals';

/**
 * A click on a visual, as the service reports it: `visualClicked` with the report, page and visual,
 * then, for a data point, `dataSelected` with its data fields (`identity` the category it stands for,
 * `values` the measures) as `ISelection` carries them.
 */
function selectVisual(visual: Visual, dataPoint?: DataPoint): void {
  if (!host.activePage) return;
  const base = {
    report: reportModel(),
    page: { name: host.activePage.name, displayName: host.activePage.displayName },
    visual: visualModel(visual, host.activePage),
  };
  sendEvent('visualClicked', base);
  if (dataPoint) {
    sendEvent('dataSelected', {
      ...base,
      dataPoints: [
        {
          identity: dataPoint.identity
            ? [{ target: { table: 'Report', column: dataPoint.identity.column }, equals: dataPoint.identity.equals }]
            : [],
          values: dataPoint.values.map(({ measure, value }) => ({
            target: { table: 'Measures', measure },
            value,
            formattedValue: String(value),
          })),
        },
      ],
      regions: [],
      filters: [],
    });
  }
  const first = dataPoint?.values[0];
  host.selection = first ? `${dataPoint.identity?.equals ?? first.measure} (${first.value})` : visual.title;
  drawSelection();
}

function drawSelection(): void {
  const status = document.getElementById('selection');
  if (status) status.textContent = host.selection ? `Selected: ${host.selection}` : '';
}

/** The page tabs the service draws when page navigation is enabled (never in the portal's embed). */
function drawPageTabs(pages: DashboardPage[]): HTMLElement {
  const tabs = html('nav');
  tabs.setAttribute('aria-label', 'Report pages');
  // The service's page navigation never lists a hidden page.
  for (const page of pages.filter((candidate) => candidate.visibility !== 1)) {
    const tab = html('button', page.displayName, page === host.activePage ? 'tab active' : 'tab');
    tab.type = 'button';
    tab.setAttribute('aria-pressed', String(page === host.activePage));
    tab.addEventListener('click', () => showPage(page));
    tabs.append(tab);
  }
  return tabs;
}

/** The service's filter pane, drawn when it is visible (the portal hides it). */
function drawFilterPane(): HTMLElement {
  const pane = html('aside', undefined, 'filters');
  pane.setAttribute('aria-label', 'Filters');
  pane.append(html('h2', 'Filters'), html('p', 'Filters on this page: none'));
  return pane;
}

export function drawPage(): void {
  const root = document.getElementById('report');
  if (!root || !host.dashboard || !host.activePage) return;
  document.documentElement.dataset.layout = host.display.layout;
  // `BackgroundType.Transparent`: the page's background left out, the embedding page shows through.
  document.documentElement.dataset.background = host.display.transparent ? 'transparent' : 'default';
  root.replaceChildren();
  // The report's name for a screen reader (the portal names the topic on its own page, three times at most: issue
  // 59's M1). No title bar over the canvas: a report's page has none of its own, and the portal's pill names the page
  // (the tenth grade saw "Share by State" twice); the page's tabs only where the embed shows page navigation.
  const heading = html('h1', host.dashboard.displayName, 'report-name');
  const header = host.display.pageNavigation ? html('header') : null;
  header?.append(drawPageTabs(host.dashboard.pages));
  const body = html('div', undefined, 'body');
  const grid = html('main');
  grid.setAttribute('aria-label', host.activePage.displayName);
  const page = host.activePage;
  const shown = pageAsShown(host.dashboard, {
    page: page.name,
    filters: host.filtersByPage[page.name],
    drill: host.drill ?? undefined,
  });
  if (host.drill) grid.append(drawBackButton(drillBack));
  if (page.slicers) {
    grid.append(
      drawSlicers(page.slicers, host.filtersByPage[page.name] ?? {}, (column, values) => slice(page, column, values)),
    );
  }
  for (const visual of shown?.visuals ?? []) {
    grid.append(drawVisual(visual, { onSelect: selectVisual, onContextMenu: drillMenuOf(visual) }));
  }
  body.append(grid);
  if (host.display.filterPane) body.append(drawFilterPane());
  // The mock's own strip, not the report's: what was selected or printed, and its tool "Simulate token expiry"
  // (e2e/built/dashboards.spec.ts and the storybook check click it), small and dimmed under the canvas.
  const footer = html('footer');
  const status = html('span');
  status.id = 'selection';
  status.setAttribute('role', 'status');
  const printed = html('span');
  printed.id = 'printed';
  printed.setAttribute('role', 'status');
  const expire = html('button', 'Simulate token expiry', 'expire');
  expire.type = 'button';
  expire.addEventListener('click', () => raiseError(tokenExpiredBody()));
  const tools = html('span', undefined, 'tools');
  tools.append(html('span', 'Mock report host · demo figures', 'source'), expire);
  footer.append(status, printed, tools);
  root.append(heading, ...(header ? [header] : []), body, footer);
  drawSelection();
}

export function showProblem(text: string): void {
  const root = document.getElementById('report');
  if (!root) return;
  root.replaceChildren(html('p', text, 'problem'));
}

/**
 * A page change, from a tab in the frame, the SDK's `setPage`, a bookmark, a drill-through or its
 * Back: events as the service sends. A drill-through shows its target filtered on the data point.
 */
export function showPage(page: DashboardPage, drilled: DrillThrough | null = null): void {
  if (page === host.activePage && drilled === host.drill) return;
  const oldPage = host.activePage ? pageModel(host.activePage) : undefined;
  host.activePage = page;
  host.drill = drilled;
  host.selection = null;
  drawPage();
  sendEvent('pageChanged', { newPage: pageModel(page), oldPage });
  sendEvent('rendered', null);
}

/** A slicer's new choice: the page is drawn again with only the values kept. */
function slice(page: DashboardPage, column: string, values: string[]): void {
  host.filtersByPage = { ...host.filtersByPage, [page.name]: { ...host.filtersByPage[page.name], [column]: values } };
  drawPage();
  sendEvent('rendered', null);
}

/** The context menu of a visual's data points, when the visual drills through to a page of the report. */
function drillMenuOf(visual: Visual) {
  const target =
    visual.kind !== 'kpis' ? host.dashboard?.pages.find((page) => page.name === visual.drillThrough) : undefined;
  const from = host.activePage;
  if (!target || !from) return undefined;
  return (_visual: Visual, dataPoint: DataPoint, event: MouseEvent) => {
    const identity = dataPoint.identity;
    if (!identity) return;
    openDrillMenu(event, target.displayName, () =>
      showPage(target, { from: from.name, column: identity.column, equals: identity.equals }),
    );
  };
}

/** The drill-through page's Back: the page drilled from, as it was. */
function drillBack(): void {
  const from = host.dashboard?.pages.find((page) => page.name === host.drill?.from);
  if (from) showPage(from);
}
