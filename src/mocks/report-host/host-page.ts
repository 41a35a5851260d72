/**
 * The mock report host: the page inside the embed iframe in development and tests. It speaks the
 * Power BI embed protocol with the SDK in the parent window (postMessage, target `*`):
 *   request  {method, url, headers:{id, uid, …}, body}  →  response {headers:{id}, statusCode, body}
 *   event    {method:'POST', url:'/reports/<uid>/events/<name>', headers:{id}, body}
 * It is as strict as the service: the embed configuration is checked by `embed-settings.ts` and
 * honoured (page tabs and filter pane only when enabled, the phone layout, the theme, the start page);
 * a request it does not implement is answered with an error, never with a quiet success. See the
 * mocks README for the routes and events and how each was checked against the SDK's types.
 */
import type { IError, IPage, IReportBookmark, IVisual } from 'powerbi-models';
import { validateApplyBookmarkStateRequest, validateCaptureBookmarkRequest, validatePage } from 'powerbi-models';
import { getMockIdentitySwitches } from '../identity/switches';
import { checkWorkplaceAccessToken } from '../identity/tokens';
import { reportTopicWithId } from '../lib/report-topic';
import { decodeViewState, encodeViewState, type DrillThrough, type PageFilters } from './bookmark-state';
import { MOCK_DASHBOARDS, type DashboardPage, type MockDashboard, type Visual } from './dashboards';
import {
  applySettings,
  checkLoadConfiguration,
  DEFAULT_DISPLAY,
  isThemeRequest,
  type DisplaySettings,
  type ReportThemeJson,
} from './embed-settings';
import { drawBackButton, drawSlicers, openDrillMenu } from './page-controls';
import { pageAsShown } from './page-state';
import { html, drawVisual, type DataPoint } from './visuals';
import { cardsRenamed, checkVisualLoad, drawEmbeddedVisual, findEmbeddedVisual, isVisualLoad } from './visual-embed';

/** Mock tools "Dashboards load slowly": how long the report takes between the load and `loaded`. */
export const SLOW_REPORT_LOAD_MS = 6000;

interface EmbedRequest {
  method?: string;
  url?: string;
  headers?: { id?: string; uid?: string; bootstrapped?: boolean };
  body?: unknown;
}

/**
 * The report the load names (`id`), as the service reads it: the frame's own URL need not name one
 * (a frame the SDK bootstrapped is created before the portal knows the report or holds a token).
 */
let reportId = '';
let dashboard: MockDashboard | undefined;

let uid = '';
let accessToken = '';
let loaded = false;
let display: DisplaySettings = DEFAULT_DISPLAY;
let activePage: DashboardPage | undefined;
let selection: string | null = null;
/** Each page's slicer choices, kept while the report is open (as the service keeps them per page). */
let filtersByPage: Record<string, PageFilters> = {};
/** The drill-through the active page shows, or null on a page opened otherwise. */
let drill: DrillThrough | null = null;

/** What the host received and did, for tests (read through the frame's `window.__mockReportHost`). */
const received = {
  loads: 0,
  /** Per load, whether it came into a frame the SDK had bootstrapped (its `bootstrapped` header). */
  bootstrapped: [] as boolean[],
  tokens: [] as string[],
  /** The settings of the last load and of each `updateSettings`, as received. */
  settings: [] as unknown[],
  /** Each theme applied (at load or with `applyTheme`); `null` is the default theme. */
  themes: [] as (string | null)[],
  prints: 0,
  /** Every request the host refused and every error event it raised. */
  errors: [] as IError[],
};
(window as unknown as { __mockReportHost: typeof received }).__mockReportHost = received;

function post(message: unknown): void {
  window.parent.postMessage(message, '*');
}

function respond(request: EmbedRequest, statusCode: number, body: unknown = null): void {
  post({ headers: { id: request.headers?.id }, statusCode, body });
}

/** A refused request: logged in the frame and answered with the service's error shape (`IError`). */
function refuse(request: EmbedRequest, statusCode: number, errors: IError[]): void {
  received.errors.push(...errors);
  console.error(`Mock report host refused ${request.method} ${request.url}`, errors);
  respond(request, statusCode, errors.length === 1 ? errors[0] : errors);
}

function sendEvent(name: string, body: unknown): void {
  if (!uid) return;
  post({ method: 'POST', url: `/reports/${uid}/events/${name}`, headers: { id: crypto.randomUUID() }, body });
}

function raiseError(error: IError): void {
  received.errors.push(error);
  sendEvent('error', error);
}

function pageModel(page: DashboardPage): IPage {
  // `visibility` 0 is `SectionVisibility.AlwaysVisible`, 1 `HiddenInViewMode` (a page its author hid).
  return {
    name: page.name,
    displayName: page.displayName,
    isActive: page === activePage,
    visibility: page.visibility ?? 0,
  };
}

function reportModel() {
  return { id: reportId, displayName: dashboard?.displayName ?? '' };
}

function tokenExpiredBody(): IError {
  return {
    message: 'TokenExpired',
    detailedMessage: 'Access token has expired, resubmit with a new access token',
    errorCode: '403',
    level: 6,
    technicalDetails: {
      requestId: crypto.randomUUID(),
      errorInfo: [{ key: 'ErrorCode', value: 'TokenExpired' }],
    },
  };
}

/** The service's error for a report it cannot load (Mock tools: "Dashboards fail to load"). */
function loadReportFailedBody(): IError {
  return {
    message: 'LoadReportFailed',
    detailedMessage: 'Fail to initialize - Could not resolve cluster',
    errorCode: '500',
    level: 6,
    technicalDetails: {
      requestId: crypto.randomUUID(),
      errorInfo: [
        { key: 'ErrorCode', value: 'LoadReportFailed' },
        { key: 'ClusterUri', value: 'https://wabi-north-europe-redirect.analysis.windows.net' },
      ],
    },
  };
}

// ---- drawing -------------------------------------------------------------------------------------

/** The report theme as CSS variables of the frame (the page stylesheet reads them, light by default). */
function applyThemeJson(themeJson: ReportThemeJson | undefined): void {
  const style = document.documentElement.style;
  const set = (name: string, value: string | undefined) =>
    value ? style.setProperty(name, value) : style.removeProperty(name);
  set('--report-background', themeJson?.background);
  set('--report-foreground', themeJson?.foreground);
  set('--report-accent', themeJson?.dataColors?.[0] ?? themeJson?.tableAccent);
  set('--report-table-accent', themeJson?.tableAccent);
  // The frame's own widgets (scrollbars, form controls) follow a dark background.
  const dark = themeJson?.background !== undefined && isDarkColour(themeJson.background);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  received.themes.push(themeJson ? (themeJson.name ?? 'custom') : null);
}

function isDarkColour(hex: string): boolean {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return false;
  const value = parseInt(match[1], 16);
  const luminance = 0.2126 * ((value >> 16) & 255) + 0.7152 * ((value >> 8) & 255) + 0.0722 * (value & 255);
  return luminance < 128;
}

/** The visual types the service names (`IVisual.type`) for what the host draws. */
const VISUAL_TYPES: Record<Visual['kind'], string> = {
  kpis: 'multiRowCard',
  bars: 'clusteredBarChart',
  table: 'tableEx',
};

/** Where the host lays a page's visuals out: one column, top to bottom, in page coordinates (1280 wide). */
const PAGE_WIDTH = 1280;
const VISUAL_HEIGHT = 240;

/** A visual as the service describes it (`page.getVisuals()`, and the `visual` of its events). */
function visualModel(visual: Visual, page: DashboardPage): IVisual {
  const index = page.visuals.indexOf(visual);
  return {
    name: visual.name,
    title: visual.title,
    type: VISUAL_TYPES[visual.kind],
    // `displayState.mode` 0 is `VisualContainerDisplayMode.Visible`.
    layout: {
      x: 0,
      y: index * VISUAL_HEIGHT,
      z: index,
      width: PAGE_WIDTH,
      height: VISUAL_HEIGHT,
      displayState: { mode: 0 },
    },
  };
}

/**
 * A click on a visual, as the service reports it: `visualClicked` with the report, page and visual,
 * then, for a data point, `dataSelected` with its data fields (`identity` the category it stands for,
 * `values` the measures) as `ISelection` carries them.
 */
function selectVisual(visual: Visual, dataPoint?: DataPoint): void {
  if (!activePage) return;
  const base = {
    report: reportModel(),
    page: { name: activePage.name, displayName: activePage.displayName },
    visual: visualModel(visual, activePage),
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
  selection = first ? `${dataPoint.identity?.equals ?? first.measure} (${first.value})` : visual.title;
  drawSelection();
}

function drawSelection(): void {
  const status = document.getElementById('selection');
  if (status) status.textContent = selection ? `Selected: ${selection}` : '';
}

/** The page tabs the service draws when page navigation is enabled (never in the portal's embed). */
function drawPageTabs(pages: DashboardPage[]): HTMLElement {
  const tabs = html('nav');
  tabs.setAttribute('aria-label', 'Report pages');
  // The service's page navigation never lists a hidden page.
  for (const page of pages.filter((candidate) => candidate.visibility !== 1)) {
    const tab = html('button', page.displayName, page === activePage ? 'tab active' : 'tab');
    tab.type = 'button';
    tab.setAttribute('aria-pressed', String(page === activePage));
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

function drawPage(): void {
  const root = document.getElementById('report');
  if (!root || !dashboard || !activePage) return;
  document.documentElement.dataset.layout = display.layout;
  root.replaceChildren();
  const header = html('header');
  header.append(html('h1', dashboard.displayName));
  if (display.pageNavigation) header.append(drawPageTabs(dashboard.pages));
  const expire = html('button', 'Simulate token expiry', 'expire');
  expire.type = 'button';
  expire.addEventListener('click', () => raiseError(tokenExpiredBody()));
  header.append(expire);
  const body = html('div', undefined, 'body');
  const grid = html('main');
  grid.setAttribute('aria-label', activePage.displayName);
  const page = activePage;
  const shown = pageAsShown(dashboard, {
    page: page.name,
    filters: filtersByPage[page.name],
    drill: drill ?? undefined,
  });
  if (drill) grid.append(drawBackButton(drillBack));
  if (page.slicers) {
    grid.append(
      drawSlicers(page.slicers, filtersByPage[page.name] ?? {}, (column, values) => slice(page, column, values)),
    );
  }
  for (const visual of shown?.visuals ?? []) {
    grid.append(drawVisual(visual, { onSelect: selectVisual, onContextMenu: drillMenuOf(visual) }));
  }
  body.append(grid);
  if (display.filterPane) body.append(drawFilterPane());
  const footer = html('footer');
  const status = html('span');
  status.id = 'selection';
  status.setAttribute('role', 'status');
  const printed = html('span');
  printed.id = 'printed';
  printed.setAttribute('role', 'status');
  footer.append(status, printed, html('span', 'Mock report host · demo figures', 'source'));
  root.append(header, body, footer);
  drawSelection();
}

function showProblem(text: string): void {
  const root = document.getElementById('report');
  if (!root) return;
  root.replaceChildren(html('p', text, 'problem'));
}

/**
 * A page change, from a tab in the frame, the SDK's `setPage`, a bookmark, a drill-through or its
 * Back: events as the service sends. A drill-through shows its target filtered on the data point.
 */
function showPage(page: DashboardPage, drilled: DrillThrough | null = null): void {
  if (page === activePage && drilled === drill) return;
  const oldPage = activePage ? pageModel(activePage) : undefined;
  activePage = page;
  drill = drilled;
  selection = null;
  drawPage();
  sendEvent('pageChanged', { newPage: pageModel(page), oldPage });
  sendEvent('rendered', null);
}

/** A slicer's new choice: the page is drawn again with only the values kept. */
function slice(page: DashboardPage, column: string, values: string[]): void {
  filtersByPage = { ...filtersByPage, [page.name]: { ...filtersByPage[page.name], [column]: values } };
  drawPage();
  sendEvent('rendered', null);
}

/** The context menu of a visual's data points, when the visual drills through to a page of the report. */
function drillMenuOf(visual: Visual) {
  const target =
    visual.kind !== 'kpis' ? dashboard?.pages.find((page) => page.name === visual.drillThrough) : undefined;
  const from = activePage;
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
  const from = dashboard?.pages.find((page) => page.name === drill?.from);
  if (from) showPage(from);
}

// ---- protocol ------------------------------------------------------------------------------------

async function load(request: EmbedRequest): Promise<void> {
  received.loads += 1;
  received.bootstrapped.push(request.headers?.bootstrapped === true);
  uid = request.headers?.uid ?? uid;
  if (isVisualLoad(request.body)) return loadVisual(request);
  const checked = checkLoadConfiguration(request.body);
  received.settings.push((request.body as { settings?: unknown } | null)?.settings);
  if ('errors' in checked) {
    refuse(request, 400, checked.errors);
    showProblem(`This report could not be embedded: ${checked.errors.map((error) => error.message).join('; ')}`);
    raiseError({
      message: 'LoadReportFailed',
      detailedMessage: checked.errors[0]?.message,
      errorCode: '400',
      level: 6,
    });
    return;
  }
  accessToken = checked.config.accessToken;
  display = checked.display;
  reportId = checked.config.id;
  const dashboardKey = reportTopicWithId(reportId);
  dashboard = dashboardKey ? MOCK_DASHBOARDS[dashboardKey] : undefined;
  respond(request, 202);
  const tokenState = await checkWorkplaceAccessToken(accessToken);
  if (tokenState === 'expired') {
    showProblem('This content is not available: the access token has expired.');
    raiseError(tokenExpiredBody());
    return;
  }
  if (tokenState === 'foreign' || !dashboard) {
    showProblem(dashboard ? 'This content is not available: you are not signed in.' : 'This report was not found.');
    raiseError({
      message: dashboard ? 'LoadReportFailed' : 'PowerBIEntityNotFound',
      detailedMessage: dashboard ? 'Get report failed' : 'Report not found',
      errorCode: dashboard ? '403' : '404',
      level: 6,
    });
    return;
  }
  const switches = await getMockIdentitySwitches();
  if (switches.reportLoadFails) {
    showProblem('This content is not available: the report could not be loaded.');
    raiseError(loadReportFailedBody());
    return;
  }
  if (switches.reportLoadSlow) await new Promise((resolve) => setTimeout(resolve, SLOW_REPORT_LOAD_MS));
  // `pageName` opens that page; the service opens the report's first page for a name it does not have.
  // A `bookmark` state is applied as the report loads: its page and selection are what is drawn first.
  const requested = checked.config.pageName;
  activePage = dashboard.pages.find((page) => page.name === requested) ?? dashboard.pages[0];
  if (requested !== undefined && activePage?.name !== requested) {
    console.warn(`Mock report host: no page "${requested}", the first page is shown`);
  }
  // A report loaded into a frame that held one starts afresh, as in the service (the SDK's embed on an
  // element that holds an embed, report-embed.tsx): nothing of the last report's slicers or drill.
  selection = null;
  filtersByPage = {};
  drill = null;
  if (checked.bookmark) {
    activePage = dashboard.pages.find((page) => page.name === checked.bookmark?.page) ?? activePage;
    selection = checked.bookmark.selection;
  }
  applyThemeJson((checked.config.theme as { themeJson?: ReportThemeJson } | undefined)?.themeJson);
  drawPage();
  loaded = true;
  sendEvent('loaded', null);
  // The first paint of the visuals, as the real report signals it once they are drawn.
  requestAnimationFrame(() => sendEvent('rendered', null));
}

/** A single visual (`type: 'visual'`, visual-embed.ts): the same checks and token rules as a report. */
async function loadVisual(request: EmbedRequest): Promise<void> {
  const checked = checkVisualLoad(request.body);
  if ('errors' in checked) return refuse(request, 400, checked.errors);
  ({ accessToken, id: reportId } = checked);
  const dashboardKey = reportTopicWithId(reportId);
  dashboard = dashboardKey ? MOCK_DASHBOARDS[dashboardKey] : undefined;
  respond(request, 202);
  const tokenState = await checkWorkplaceAccessToken(accessToken);
  if (tokenState === 'expired') return raiseError(tokenExpiredBody());
  if (tokenState === 'foreign' || !dashboard) {
    return raiseError({
      message: 'LoadReportFailed',
      detailedMessage: 'Get report failed',
      errorCode: '403',
      level: 6,
    });
  }
  const switches = await getMockIdentitySwitches();
  if (switches.reportLoadFails) return raiseError(loadReportFailedBody());
  if (switches.reportLoadSlow) await new Promise((resolve) => setTimeout(resolve, SLOW_REPORT_LOAD_MS));
  const found = findEmbeddedVisual(
    dashboard,
    checked.pageName,
    checked.visualName,
    cardsRenamed(switches.reportVisualsRenamed),
  );
  if (!('visual' in found)) return raiseError(found);
  const root = document.getElementById('report');
  if (!root) return;
  activePage = found.page;
  applyThemeJson(checked.themeJson);
  drawEmbeddedVisual(root, found);
  loaded = true;
  sendEvent('loaded', null);
  requestAnimationFrame(() => sendEvent('rendered', null));
}

function setActivePage(request: EmbedRequest): void {
  const errors = validatePage(request.body);
  if (errors) return refuse(request, 400, errors);
  const page = dashboard?.pages.find((candidate) => candidate.name === (request.body as IPage).name);
  if (!page) return refuse(request, 400, [{ message: 'PageNotFound', detailedMessage: 'Page not found' }]);
  respond(request, 202);
  showPage(page);
}

function captureBookmark(request: EmbedRequest): void {
  const errors = validateCaptureBookmarkRequest(request.body);
  if (errors) return refuse(request, 400, errors);
  if (!activePage) return refuse(request, 400, [{ message: 'The report is not loaded' }]);
  // One state, one string: no slicer set is written as no filters, so the state a report loaded with and
  // the same state applied again (which keeps `{}`) capture alike, as the portal compares them.
  const filters = filtersByPage[activePage.name];
  const bookmark: IReportBookmark = {
    name: `Bookmark${crypto.randomUUID().replaceAll('-', '')}`,
    displayName: activePage.displayName,
    state: encodeViewState({
      reportId,
      page: activePage.name,
      selection,
      ...(filters && Object.keys(filters).length > 0 && { filters }),
      ...(drill && { drill }),
    }),
  };
  respond(request, 200, bookmark);
}

function applyBookmarkState(request: EmbedRequest): void {
  const errors = validateApplyBookmarkStateRequest(request.body);
  if (errors) return refuse(request, 400, errors);
  const state = decodeViewState((request.body as { state: string }).state, reportId);
  const page = state && dashboard?.pages.find((candidate) => candidate.name === state.page);
  if (!state || !page) return refuse(request, 400, [{ message: 'Invalid bookmark state' }]);
  respond(request, 202);
  filtersByPage = { ...filtersByPage, [page.name]: state.filters ?? {} };
  showPage(page, state.drill ?? null);
  selection = state.selection;
  drawPage();
  sendEvent('bookmarkApplied', { bookmarkName: '' });
}

/**
 * `page.getVisuals()`: `GET /report/pages/<page name>/visuals`, answered with the page's visuals as
 * `IVisual[]` (name, title, type, layout), for any page of the report, shown or not, as the service does.
 */
function getVisuals(request: EmbedRequest, pageName: string): void {
  const page = dashboard?.pages.find((candidate) => candidate.name === pageName);
  if (!page) return refuse(request, 404, [{ message: 'PageNotFound', detailedMessage: 'Page not found' }]);
  respond(
    request,
    200,
    page.visuals.map((visual) => visualModel(visual, page)),
  );
}

function updateSettings(request: EmbedRequest): void {
  received.settings.push(request.body);
  const result = applySettings(request.body, display);
  if (result.errors.length > 0) return refuse(request, 400, result.errors);
  display = result.display;
  respond(request, 202);
  drawPage();
  sendEvent('rendered', null);
}

function applyTheme(request: EmbedRequest): void {
  if (!isThemeRequest(request.body)) return refuse(request, 400, [{ message: 'theme must be { themeJson }' }]);
  respond(request, 202);
  applyThemeJson(request.body.themeJson);
}

/** The SDK's `print()`: the service opens the browser's print dialog for the frame. */
function print(request: EmbedRequest): void {
  received.prints += 1;
  respond(request, 202);
  const printed = document.getElementById('printed');
  if (printed) printed.textContent = `Print requested (${received.prints})`;
  window.print();
}

/** The SDK's `refresh()`: the service reloads the data and draws the page again. */
function refresh(request: EmbedRequest): void {
  respond(request, 202);
  drawPage();
  sendEvent('rendered', null);
}

function setToken(request: EmbedRequest): void {
  const token = typeof request.body === 'string' ? request.body : '';
  void checkWorkplaceAccessToken(token).then((state) => {
    if (state === 'valid') {
      accessToken = token;
      received.tokens.push(token);
      respond(request, 200);
    } else {
      refuse(request, 403, [tokenExpiredBody()]);
    }
  });
}

/** The routes the host implements; each is one of the SDK's own calls (see the mocks README). */
const ROUTES: Record<string, (request: EmbedRequest) => void> = {
  'POST /report/load': (request) => void load(request),
  'POST /report/token': setToken,
  'GET /report/pages': (request) => respond(request, 200, dashboard?.pages.map(pageModel) ?? []),
  'PUT /report/pages/active': setActivePage,
  'POST /report/bookmarks/capture': captureBookmark,
  'POST /report/bookmarks/applyState': applyBookmarkState,
  'PATCH /report/settings': updateSettings,
  'PUT /report/theme': applyTheme,
  'POST /report/print': print,
  'POST /report/refresh': refresh,
};

/** `page.getVisuals()`'s route, with the page's name in its path. */
const PAGE_VISUALS_ROUTE = /^GET \/report\/pages\/([^/]+)\/visuals$/;

/** The only routes the service answers before the report has loaded. */
const WITHOUT_LOADED_REPORT = new Set(['POST /report/load', 'POST /report/token']);

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.source !== window.parent) return;
  const request = event.data as EmbedRequest;
  if (!request || typeof request !== 'object' || typeof request.url !== 'string' || !request.method) return;
  const route = `${request.method} ${request.url.split('?')[0] ?? ''}`;
  const visualsOf = PAGE_VISUALS_ROUTE.exec(route)?.[1];
  const handler = visualsOf !== undefined ? (found: EmbedRequest) => getVisuals(found, visualsOf) : ROUTES[route];
  if (!handler) {
    refuse(request, 501, [
      { message: 'NotImplemented', detailedMessage: `${route} is not implemented by the mock report host` },
    ]);
    return;
  }
  if (!loaded && !WITHOUT_LOADED_REPORT.has(route)) {
    refuse(request, 400, [{ message: 'The report is not loaded yet' }]);
    return;
  }
  handler(request);
});
