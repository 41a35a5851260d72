/**
 * The mock report host: the page inside the embed iframe in development and tests. It speaks the
 * Power BI embed protocol with the SDK in the parent window (postMessage, target `*`):
 *   request  {method, url, headers:{id, uid, …}, body}  →  response {headers:{id}, statusCode, body}
 *   event    {method:'POST', url:'/reports/<uid>/events/<name>', headers:{id}, body}
 * It checks the access token as the real service would (issued by the mock identity provider, not
 * expired), draws the topic's dashboard (SVG charts and a table), and sends loaded, rendered,
 * pageChanged, visualClicked, dataSelected and error events. `Simulate token expiry` sends the
 * service's `TokenExpired` error; the Mock tools switch "Dashboards fail to load" makes every load
 * end in the service's `LoadReportFailed` error.
 */
import { getMockIdentitySwitches } from '../identity/switches';
import { checkWorkplaceAccessToken } from '../identity/tokens';
import { reportTopicWithId } from '../lib/report-topic';
import { MOCK_DASHBOARDS, type DashboardPage, type MockDashboard, type Visual } from './dashboards';

interface EmbedRequest {
  method?: string;
  url?: string;
  headers?: { id?: string; uid?: string };
  body?: unknown;
}

const reportId = new URLSearchParams(location.search).get('reportId') ?? '';
const dashboardKey = reportTopicWithId(reportId);
const dashboard: MockDashboard | undefined = dashboardKey ? MOCK_DASHBOARDS[dashboardKey] : undefined;

let uid = '';
let accessToken = '';
let activePage: DashboardPage | undefined = dashboard?.pages[0];
/** Tests read what the host received: loads and token updates. */
const received: { loads: number; tokens: string[] } = { loads: 0, tokens: [] };
(window as unknown as { __mockReportHost: typeof received }).__mockReportHost = received;

function post(message: unknown): void {
  window.parent.postMessage(message, '*');
}

function respond(request: EmbedRequest, statusCode: number, body: unknown = null): void {
  post({ headers: { id: request.headers?.id }, statusCode, body });
}

function sendEvent(name: string, body: unknown): void {
  if (!uid) return;
  post({ method: 'POST', url: `/reports/${uid}/events/${name}`, headers: { id: crypto.randomUUID() }, body });
}

function pageModel(page: DashboardPage) {
  return { name: page.name, displayName: page.displayName, isActive: page === activePage };
}

function reportModel() {
  return { id: reportId, displayName: dashboard?.displayName ?? '' };
}

function tokenExpiredBody() {
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
function loadReportFailedBody() {
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

const SVG_NS = 'http://www.w3.org/2000/svg';

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

function html<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function visualClicked(visual: Visual, dataPoint?: { label: string; value: string | number }) {
  if (!activePage) return;
  const base = {
    report: reportModel(),
    page: { name: activePage.name, displayName: activePage.displayName },
    visual: {
      name: visual.name,
      title: visual.title,
      type: visual.kind === 'bars' ? 'clusteredBarChart' : visual.kind === 'table' ? 'tableEx' : 'multiRowCard',
    },
  };
  sendEvent('visualClicked', base);
  if (dataPoint) {
    sendEvent('dataSelected', {
      ...base,
      dataPoints: [
        {
          identity: [{ target: { table: 'Dim', column: 'Label' }, equals: dataPoint.label }],
          values: [
            {
              target: { table: 'Fact', measure: 'Value' },
              value: dataPoint.value,
              formattedValue: String(dataPoint.value),
            },
          ],
        },
      ],
      regions: [],
      filters: [],
    });
  }
  const status = document.getElementById('selection');
  if (status)
    status.textContent = dataPoint ? `Selected: ${dataPoint.label} (${dataPoint.value})` : `Selected: ${visual.title}`;
}

function drawKpis(visual: Extract<Visual, { kind: 'kpis' }>): HTMLElement {
  const box = html('div', undefined, 'kpis');
  for (const item of visual.items) {
    const card = html('button', undefined, 'kpi');
    card.type = 'button';
    card.append(html('span', item.label, 'kpi-label'), html('strong', item.value));
    if (item.delta) card.append(html('span', item.delta, 'kpi-delta'));
    card.addEventListener('click', () => visualClicked(visual, { label: item.label, value: item.value }));
    box.append(card);
  }
  return box;
}

function drawBars(visual: Extract<Visual, { kind: 'bars' }>): SVGSVGElement {
  const rowHeight = 26;
  const labelWidth = 150;
  const width = 560;
  const height = visual.data.length * rowHeight + (visual.legend ? 28 : 8);
  const max = Math.max(...visual.data.map((point) => Math.max(point.value, point.compare ?? 0)));
  const chart = svg('svg', {
    viewBox: `0 0 ${width} ${height}`,
    role: 'img',
    'aria-label': visual.title,
    class: 'chart',
  });
  visual.data.forEach((point, index) => {
    const y = index * rowHeight + 4;
    const barWidth = ((width - labelWidth - 60) * point.value) / max;
    const label = svg('text', { x: labelWidth - 8, y: y + 15, 'text-anchor': 'end', class: 'axis' });
    label.textContent = point.label;
    const bar = svg('rect', {
      x: labelWidth,
      y,
      width: barWidth,
      height: point.compare === undefined ? 20 : 12,
      rx: 2,
      class: 'bar',
    });
    bar.addEventListener('click', () => visualClicked(visual, { label: point.label, value: point.value }));
    const title = svg('title', {});
    title.textContent = `${point.label}: ${point.value} ${visual.unit}`;
    bar.append(title);
    chart.append(label, bar);
    if (point.compare !== undefined) {
      chart.append(
        svg('rect', {
          x: labelWidth,
          y: y + 13,
          width: ((width - labelWidth - 60) * point.compare) / max,
          height: 7,
          rx: 2,
          class: 'bar-compare',
        }),
      );
    }
    const value = svg('text', { x: labelWidth + barWidth + 6, y: y + 13, class: 'value' });
    value.textContent = `${point.value}${visual.unit === '%' ? '%' : ''}`;
    chart.append(value);
  });
  if (visual.legend) {
    const y = height - 10;
    chart.append(svg('rect', { x: labelWidth, y: y - 9, width: 10, height: 10, class: 'bar' }));
    const first = svg('text', { x: labelWidth + 14, y, class: 'axis' });
    first.textContent = visual.legend[0];
    chart.append(first, svg('rect', { x: labelWidth + 70, y: y - 9, width: 10, height: 10, class: 'bar-compare' }));
    const second = svg('text', { x: labelWidth + 84, y, class: 'axis' });
    second.textContent = visual.legend[1];
    chart.append(second);
  }
  return chart;
}

function drawTable(visual: Extract<Visual, { kind: 'table' }>): HTMLTableElement {
  const table = html('table');
  const head = html('thead');
  const headRow = html('tr');
  for (const column of visual.columns) headRow.append(html('th', column));
  head.append(headRow);
  const body = html('tbody');
  for (const row of visual.rows) {
    const tr = html('tr');
    for (const cell of row) tr.append(html('td', String(cell)));
    tr.addEventListener('click', () => visualClicked(visual, { label: String(row[0]), value: String(row[1]) }));
    body.append(tr);
  }
  table.append(head, body);
  return table;
}

function drawPage(): void {
  const root = document.getElementById('report');
  if (!root || !dashboard || !activePage) return;
  root.replaceChildren();
  const header = html('header');
  header.append(html('h1', dashboard.displayName));
  const tabs = html('nav');
  tabs.setAttribute('aria-label', 'Report pages');
  for (const page of dashboard.pages) {
    const tab = html('button', page.displayName, page === activePage ? 'tab active' : 'tab');
    tab.type = 'button';
    tab.setAttribute('aria-pressed', String(page === activePage));
    tab.addEventListener('click', () => {
      if (page === activePage) return;
      const oldPage = activePage ? pageModel(activePage) : undefined;
      activePage = page;
      drawPage();
      sendEvent('pageChanged', { newPage: pageModel(page), oldPage });
      sendEvent('rendered', null);
    });
    tabs.append(tab);
  }
  const expire = html('button', 'Simulate token expiry', 'expire');
  expire.type = 'button';
  expire.addEventListener('click', () => sendEvent('error', tokenExpiredBody()));
  header.append(tabs, expire);
  const grid = html('main');
  for (const visual of activePage.visuals) {
    const section = html('section', undefined, `visual ${visual.kind}`);
    section.append(html('h2', visual.title));
    section.append(
      visual.kind === 'kpis' ? drawKpis(visual) : visual.kind === 'bars' ? drawBars(visual) : drawTable(visual),
    );
    section.addEventListener('click', (event) => {
      if (event.target === section) visualClicked(visual);
    });
    grid.append(section);
  }
  const footer = html('footer');
  footer.append(html('span', '', undefined), html('span', 'Mock report host · demo figures', 'source'));
  (footer.firstChild as HTMLElement).id = 'selection';
  root.append(header, grid, footer);
}

function showProblem(text: string): void {
  const root = document.getElementById('report');
  if (!root) return;
  root.replaceChildren(html('p', text, 'problem'));
}

// ---- protocol ------------------------------------------------------------------------------------

async function load(request: EmbedRequest): Promise<void> {
  received.loads += 1;
  uid = request.headers?.uid ?? uid;
  const body = (request.body ?? {}) as { accessToken?: string; id?: string };
  accessToken = body.accessToken ?? '';
  respond(request, 202);
  const tokenState = await checkWorkplaceAccessToken(accessToken);
  if (tokenState === 'expired') {
    showProblem('This content is not available: the access token has expired.');
    sendEvent('error', tokenExpiredBody());
    return;
  }
  if (tokenState === 'foreign' || !dashboard) {
    showProblem(dashboard ? 'This content is not available: you are not signed in.' : 'This report was not found.');
    sendEvent('error', {
      message: dashboard ? 'LoadReportFailed' : 'PowerBIEntityNotFound',
      detailedMessage: dashboard ? 'Get report failed' : 'Report not found',
      errorCode: dashboard ? '403' : '404',
      level: 6,
    });
    return;
  }
  if ((await getMockIdentitySwitches()).reportLoadFails) {
    showProblem('This content is not available: the report could not be loaded.');
    sendEvent('error', loadReportFailedBody());
    return;
  }
  drawPage();
  sendEvent('loaded', null);
  // The first paint of the visuals, as the real report signals it once they are drawn.
  requestAnimationFrame(() => sendEvent('rendered', null));
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.source !== window.parent) return;
  const request = event.data as EmbedRequest;
  if (!request || typeof request !== 'object' || typeof request.url !== 'string' || !request.method) return;
  const url = request.url.split('?')[0] ?? '';
  if (request.method === 'POST' && url === '/report/load') {
    void load(request);
  } else if (request.method === 'POST' && url === '/report/token') {
    const token = typeof request.body === 'string' ? request.body : '';
    void checkWorkplaceAccessToken(token).then((state) => {
      if (state === 'valid') {
        accessToken = token;
        received.tokens.push(token);
        respond(request, 200);
      } else {
        respond(request, 403, { message: 'TokenExpired' });
      }
    });
  } else if (request.method === 'GET' && url === '/report/pages') {
    respond(request, 200, dashboard?.pages.map(pageModel) ?? []);
  } else {
    // Everything else the SDK may ask (bookmarks, filters, settings) succeeds without content.
    respond(request, 200, null);
  }
});
