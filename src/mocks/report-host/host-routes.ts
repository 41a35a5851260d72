import type { IPage, IReportBookmark } from 'powerbi-models';
import { validateApplyBookmarkStateRequest, validateCaptureBookmarkRequest, validatePage } from 'powerbi-models';
import { checkWorkplaceAccessToken } from '../identity/tokens';
import { decodeViewState, encodeViewState } from './bookmark-state';
import { applySettings } from './embed-settings';
import { refuse, respond, sendEvent, tokenExpiredBody, type EmbedRequest } from './host-channel';
import { describedPage, drawPage, showPage } from './host-drawing';
import { load } from './host-load';
import { host, received } from './host-state';
import { applyThemeJson } from './host-theme';
import { themeErrors, themeJsonOf } from './theme-json';
import { visualModel } from './service-models';

function setActivePage(request: EmbedRequest): void {
  const errors = validatePage(request.body);
  if (errors) return refuse(request, 400, errors);
  const page = host.dashboard?.pages.find((candidate) => candidate.name === (request.body as IPage).name);
  if (!page) return refuse(request, 400, [{ message: 'PageNotFound', detailedMessage: 'Page not found' }]);
  respond(request, 202);
  showPage(page);
}

function captureBookmark(request: EmbedRequest): void {
  const errors = validateCaptureBookmarkRequest(request.body);
  if (errors) return refuse(request, 400, errors);
  if (!host.activePage) return refuse(request, 400, [{ message: 'The report is not loaded' }]);
  // One state, one string: no slicer set is written as no filters, so the state a report loaded with and
  // the same state applied again (which keeps `{}`) capture alike, as the portal compares them.
  const filters = host.filtersByPage[host.activePage.name];
  const bookmark: IReportBookmark = {
    name: `Bookmark${crypto.randomUUID().replaceAll('-', '')}`,
    displayName: host.activePage.displayName,
    state: encodeViewState({
      reportId: host.reportId,
      page: host.activePage.name,
      selection: host.selection,
      ...(filters && Object.keys(filters).length > 0 && { filters }),
      ...(host.drill && { drill: host.drill }),
    }),
  };
  respond(request, 200, bookmark);
}

function applyBookmarkState(request: EmbedRequest): void {
  const errors = validateApplyBookmarkStateRequest(request.body);
  if (errors) return refuse(request, 400, errors);
  const state = decodeViewState((request.body as { state: string }).state, host.reportId);
  const page = state && host.dashboard?.pages.find((candidate) => candidate.name === state.page);
  if (!state || !page) return refuse(request, 400, [{ message: 'Invalid bookmark state' }]);
  respond(request, 202);
  host.filtersByPage = { ...host.filtersByPage, [page.name]: state.filters ?? {} };
  showPage(page, state.drill ?? null);
  host.selection = state.selection;
  drawPage();
  sendEvent('bookmarkApplied', { bookmarkName: '' });
}

/**
 * `page.getVisuals()`: `GET /report/pages/<page name>/visuals`, answered with the page's visuals as
 * `IVisual[]` (name, title, type, layout), for any page of the report, shown or not, as the service does.
 */
export function getVisuals(request: EmbedRequest, pageName: string): void {
  const page = host.dashboard?.pages.find((candidate) => candidate.name === pageName);
  if (!page) return refuse(request, 404, [{ message: 'PageNotFound', detailedMessage: 'Page not found' }]);
  respond(
    request,
    200,
    page.visuals.map((visual) => visualModel(visual, page)),
  );
}

function updateSettings(request: EmbedRequest): void {
  received.settings.push(request.body);
  const result = applySettings(request.body, host.display);
  if (result.errors.length > 0) return refuse(request, 400, result.errors);
  host.display = result.display;
  respond(request, 202);
  drawPage();
  sendEvent('rendered', null);
}

function applyTheme(request: EmbedRequest): void {
  const errors = themeErrors(request.body);
  if (errors.length > 0) return refuse(request, 400, errors);
  respond(request, 202);
  applyThemeJson(themeJsonOf(request.body));
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
      host.accessToken = token;
      received.tokens.push(token);
      respond(request, 200);
    } else {
      refuse(request, 403, [tokenExpiredBody()]);
    }
  });
}

/** The routes the host implements; each is one of the SDK's own calls (see the mocks README). */
export const ROUTES: Record<string, (request: EmbedRequest) => void> = {
  'POST /report/load': (request) => void load(request),
  'POST /report/token': setToken,
  'GET /report/pages': (request) => respond(request, 200, host.dashboard?.pages.map(describedPage) ?? []),
  'PUT /report/pages/active': setActivePage,
  'POST /report/bookmarks/capture': captureBookmark,
  'POST /report/bookmarks/applyState': applyBookmarkState,
  'PATCH /report/settings': updateSettings,
  'PUT /report/theme': applyTheme,
  'POST /report/print': print,
  'POST /report/refresh': refresh,
};

/** `page.getVisuals()`'s route, with the page's name in its path. */
export const PAGE_VISUALS_ROUTE = /^GET \/report\/pages\/([^/]+)\/visuals$/;

/** The only routes the service answers before the report has loaded. */
export const WITHOUT_LOADED_REPORT = new Set(['POST /report/load', 'POST /report/token']);
