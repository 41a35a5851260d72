import { getMockIdentitySwitches } from '../identity/switches';
import { checkWorkplaceAccessToken } from '../identity/tokens';
import { reportTopicWithId } from '../lib/report-topic';
import { MOCK_DASHBOARDS } from './dashboards';
import { checkLoadConfiguration } from './embed-settings';
import {
  loadReportFailedBody,
  raiseError,
  refuse,
  respond,
  sendEvent,
  tokenExpiredBody,
  type EmbedRequest,
} from './host-channel';
import { drawPage, showProblem } from './host-drawing';
import { forgetPageSizes } from './page-size';
import { host, received } from './host-state';
import { applyThemeJson } from './host-theme';
import { themeJsonOf } from './theme-json';
import { cardsRenamed, checkVisualLoad, drawEmbeddedVisual, findEmbeddedVisual, isVisualLoad } from './visual-embed';

/** Mock tools "Dashboards load slowly": how long the report takes between the load and `loaded`. */
export const SLOW_REPORT_LOAD_MS = 6000;

export async function load(request: EmbedRequest): Promise<void> {
  received.loads += 1;
  received.bootstrapped.push(request.headers?.bootstrapped === true);
  host.uid = request.headers?.uid ?? host.uid;
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
  host.accessToken = checked.config.accessToken;
  host.display = checked.display;
  host.reportId = checked.config.id;
  const dashboardKey = reportTopicWithId(host.reportId);
  host.dashboard = dashboardKey ? MOCK_DASHBOARDS[dashboardKey] : undefined;
  // Each load measures its pages again (page-size.ts): a frame the SDK reuses may have held another report.
  forgetPageSizes();
  respond(request, 202);
  const tokenState = await checkWorkplaceAccessToken(host.accessToken);
  if (tokenState === 'expired') {
    showProblem('This content is not available: the access token has expired.');
    raiseError(tokenExpiredBody());
    return;
  }
  if (tokenState === 'foreign' || !host.dashboard) {
    showProblem(
      host.dashboard ? 'This content is not available: you are not signed in.' : 'This report was not found.',
    );
    raiseError({
      message: host.dashboard ? 'LoadReportFailed' : 'PowerBIEntityNotFound',
      detailedMessage: host.dashboard ? 'Get report failed' : 'Report not found',
      errorCode: host.dashboard ? '403' : '404',
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
  // Mock tools "Dashboards never finish loading": accepted (202 above), never `loaded`.
  if (switches.reportLoadHangs) {
    received.held += 1;
    return;
  }
  if (switches.reportLoadSlow) await new Promise((resolve) => setTimeout(resolve, SLOW_REPORT_LOAD_MS));
  // `pageName` opens that page; the service opens the report's first page for a name it does not have.
  // A `bookmark` state is applied as the report loads: its page and selection are what is drawn first.
  const requested = checked.config.pageName;
  host.activePage = host.dashboard.pages.find((page) => page.name === requested) ?? host.dashboard.pages[0];
  if (requested !== undefined && host.activePage?.name !== requested) {
    console.warn(`Mock report host: no page "${requested}", the first page is shown`);
  }
  // A report loaded into a frame that held one starts afresh, as in the service (the SDK's embed on an
  // element that holds an embed, report-embed.tsx): nothing of the last report's slicers or drill.
  host.selection = null;
  host.filtersByPage = {};
  host.drill = null;
  if (checked.bookmark) {
    host.activePage = host.dashboard.pages.find((page) => page.name === checked.bookmark?.page) ?? host.activePage;
    host.selection = checked.bookmark.selection;
  }
  applyThemeJson(themeJsonOf(checked.config.theme));
  drawPage();
  host.loaded = true;
  sendEvent('loaded', null);
  // The first paint of the visuals, as the real report signals it once they are drawn.
  requestAnimationFrame(() => sendEvent('rendered', null));
}

/** A single visual (`type: 'visual'`, visual-embed.ts): the same checks and token rules as a report. */
async function loadVisual(request: EmbedRequest): Promise<void> {
  const checked = checkVisualLoad(request.body);
  if ('errors' in checked) return refuse(request, 400, checked.errors);
  ({ accessToken: host.accessToken, id: host.reportId } = checked);
  const dashboardKey = reportTopicWithId(host.reportId);
  host.dashboard = dashboardKey ? MOCK_DASHBOARDS[dashboardKey] : undefined;
  respond(request, 202);
  const tokenState = await checkWorkplaceAccessToken(host.accessToken);
  if (tokenState === 'expired') return raiseError(tokenExpiredBody());
  if (tokenState === 'foreign' || !host.dashboard) {
    return raiseError({
      message: 'LoadReportFailed',
      detailedMessage: 'Get report failed',
      errorCode: '403',
      level: 6,
    });
  }
  const switches = await getMockIdentitySwitches();
  if (switches.reportLoadFails) return raiseError(loadReportFailedBody());
  if (switches.reportLoadHangs) {
    received.held += 1;
    return;
  }
  if (switches.reportLoadSlow) await new Promise((resolve) => setTimeout(resolve, SLOW_REPORT_LOAD_MS));
  const found = findEmbeddedVisual(
    host.dashboard,
    checked.pageName,
    checked.visualName,
    cardsRenamed(switches.reportVisualsRenamed),
  );
  if (!('visual' in found)) return raiseError(found);
  const root = document.getElementById('report');
  if (!root) return;
  host.activePage = found.page;
  applyThemeJson(checked.themeJson);
  drawEmbeddedVisual(root, found);
  host.loaded = true;
  sendEvent('loaded', null);
  requestAnimationFrame(() => sendEvent('rendered', null));
}
