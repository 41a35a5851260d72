import { DisplayOption } from 'powerbi-models';
import type { DrillThrough, PageFilters } from './bookmark-state';
import type { DashboardPage, Visual } from './dashboard-model';
import { raiseError, sendEvent, tokenExpiredBody } from './host-channel';
import { host } from './host-state';
import { drawBackButton, drawSlicers, openDrillMenu } from './page-controls';
import { pageAsShown } from './page-state';
import { canvasScale, pageSizeOf, type CanvasLayout, type PageSize } from './page-size';
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

/**
 * A page's canvas (`main`, named as the page): its slicers, a drill-through's Back and its visuals on
 * the page's grid, and the mock's own strip at its foot. Drawn at the page's size, which is also how the
 * page's size is measured (page-size.ts).
 */
function drawCanvas(
  page: DashboardPage,
  filters: PageFilters,
  drill: DrillThrough | null,
  withBack = drill !== null,
): HTMLElement {
  const canvas = html('main');
  canvas.setAttribute('aria-label', page.displayName);
  const grid = html('div', undefined, 'visuals');
  const shown = host.dashboard
    ? pageAsShown(host.dashboard, { page: page.name, filters, drill: drill ?? undefined })
    : null;
  if (withBack) grid.append(drawBackButton(drillBack));
  if (page.slicers) {
    grid.append(drawSlicers(page.slicers, filters, (column, values) => slice(page, column, values)));
  }
  for (const visual of (shown ?? page).visuals) {
    grid.append(drawVisual(visual, { onSelect: selectVisual, onContextMenu: drillMenuOf(visual) }));
  }
  canvas.append(grid, drawToolStrip());
  return canvas;
}

/**
 * The mock's own strip, not the report's: what was selected or printed, and its tool "Simulate token expiry"
 * (e2e/built/dashboards.spec.ts and the storybook check click it), small and dimmed at the canvas's foot.
 */
function drawToolStrip(): HTMLElement {
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
  return footer;
}

/** The page's size in the layout drawn: its canvas laid out once at the layout's width. */
export function activePageSize(page: DashboardPage, layout: CanvasLayout): PageSize {
  return pageSizeOf(page, layout, () => drawCanvas(page, {}, null, page.visibility === 1));
}

/** How the canvas fits the frame now: the phone layout to its width, the desktop canvas as set (page-size.ts). */
function fitCanvas(): void {
  const canvas = document.querySelector<HTMLElement>('#report main');
  const page = host.activePage;
  if (!canvas || !page) return;
  const layout = host.display.layout;
  const size = activePageSize(page, layout);
  const option =
    layout === 'phone'
      ? DisplayOption.FitToWidth
      : (host.display.displayOption ?? page.defaultDisplayOption ?? DisplayOption.FitToPage);
  const header = document.querySelector('#report > header');
  const pane = document.querySelector<HTMLElement>('#report .filters');
  const frame = {
    width: document.documentElement.clientWidth - (pane && layout !== 'phone' ? pane.offsetWidth : 0),
    height: document.documentElement.clientHeight - (header instanceof HTMLElement ? header.offsetHeight : 0),
  };
  const scale = canvasScale(option, size, frame);
  canvas.dataset.layout = layout;
  canvas.dataset.displayOption = DisplayOption[option];
  canvas.style.width = `${size.width}px`;
  canvas.style.height = `${size.height}px`;
  // Scaled as the service scales a page: text, visuals and all, the page's proportions kept.
  canvas.style.zoom = String(scale);
}

/** A frame that changes size (the portal sizes it to the page, a window resize) fits its page again. */
window.addEventListener('resize', fitCanvas);

/** A page as the service describes it, with its sizes (`getPages`, `pageChanged`). */
export function describedPage(page: DashboardPage) {
  return pageModel(page, { desktop: activePageSize(page, 'desktop'), phone: activePageSize(page, 'phone') });
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
  const page = host.activePage;
  body.append(drawCanvas(page, host.filtersByPage[page.name] ?? {}, host.drill));
  if (host.display.filterPane) body.append(drawFilterPane());
  root.append(heading, ...(header ? [header] : []), body);
  fitCanvas();
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
  const oldPage = host.activePage ? describedPage(host.activePage) : undefined;
  host.activePage = page;
  host.drill = drilled;
  host.selection = null;
  drawPage();
  sendEvent('pageChanged', { newPage: describedPage(page), oldPage });
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
