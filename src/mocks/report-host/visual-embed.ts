/**
 * A single visual embedded on its own (powerbi-client's `type: 'visual'`, the home page's headline
 * KPIs), as the service does it: the SDK sends the ordinary `/report/load` with `pageName`,
 * `visualName` and a custom layout that hides every visual of the page but that one
 * (`Visual.prototype.load`). The host checks that load as strictly as a report's, applies the same
 * token rules, draws only the visual the layout shows, and answers an unknown page or visual with the
 * service's error event (the names `page.getVisuals()` and the SDK's `getVisualDescriptor` use).
 */
import {
  LayoutType,
  validateReportLoad,
  VisualContainerDisplayMode,
  type ICustomLayout,
  type IError,
  type ISettings,
} from 'powerbi-models';
import type { DashboardPage, MockDashboard, Visual } from './dashboard-model';
import { applySettings, DEFAULT_DISPLAY } from './embed-settings';
import { themeErrors, themeJsonOf, type ReportThemeJson } from './theme-json';
import { drawDelta, drawVisual, html } from './visuals';

/** The load of a single visual, as the host reads it once it passed the checks. */
export interface VisualLoad {
  id: string;
  accessToken: string;
  pageName: string;
  visualName: string;
  themeJson?: ReportThemeJson;
}

/** What `Visual.prototype.load` adds to the report's load keys. */
const VISUAL_LOAD_KEYS = new Set([
  'accessToken',
  'id',
  'embedUrl',
  'groupId',
  'tokenType',
  'settings',
  'pageName',
  'visualName',
  'theme',
  'type',
  'uniqueId',
  'bootstrapped',
  'width',
  'height',
]);

export function isVisualLoad(body: unknown): boolean {
  return body !== null && typeof body === 'object' && (body as { type?: unknown }).type === 'visual';
}

/**
 * The visuals the custom layout shows on the page: the SDK hides the page's visuals by default and
 * shows the one it embeds; anything else is a layout the mock host does not draw.
 */
function visibleVisuals(layout: ICustomLayout | undefined, pageName: string): string[] | null {
  const page = layout?.pagesLayout?.[pageName];
  if (!page || page.defaultLayout?.displayState?.mode !== VisualContainerDisplayMode.Hidden) return null;
  return Object.entries(page.visualsLayout)
    .filter(([, visual]) => visual.displayState?.mode !== VisualContainerDisplayMode.Hidden)
    .map(([name]) => name);
}

export function checkVisualLoad(body: unknown): { errors: IError[] } | VisualLoad {
  const errors = validateReportLoad(body) ?? [];
  if (errors.length > 0) return { errors };
  const config = body as Record<string, unknown> & { settings?: ISettings };
  for (const [key, value] of Object.entries(config)) {
    if (value !== undefined && !VISUAL_LOAD_KEYS.has(key)) errors.push({ message: `${key} is not a known setting` });
  }
  const { pageName, visualName, accessToken, id } = config;
  if (typeof pageName !== 'string' || typeof visualName !== 'string' || typeof id !== 'string') {
    return { errors: [...errors, { message: 'A visual load needs id, pageName and visualName' }] };
  }
  const { customLayout, layoutType, ...rest } = config.settings ?? {};
  if (layoutType !== LayoutType.Custom) errors.push({ message: 'settings.layoutType must be Custom for a visual' });
  const shown = visibleVisuals(customLayout, pageName);
  if (shown?.length !== 1 || shown[0] !== visualName) {
    errors.push({ message: 'settings.customLayout must show exactly the visual embedded' });
  }
  errors.push(...applySettings(rest, DEFAULT_DISPLAY).errors);
  if (config.theme !== undefined) errors.push(...themeErrors(config.theme));
  if (errors.length > 0) return { errors };
  return {
    id,
    accessToken: typeof accessToken === 'string' ? accessToken : '',
    pageName,
    visualName,
    themeJson: themeJsonOf(config.theme),
  };
}

type Card = Extract<Visual, { kind: 'kpis' }>['items'][number];

/** The visual a load names: a visual of the page, or a named card of one of its card groups. */
export type EmbeddedVisual = { page: DashboardPage; visual: Visual; card?: Card };

/**
 * The visual, or the service's error for a page or visual the report does not have. `cardsRenamed`
 * (Mock tools "Headline visuals renamed"): the named cards are gone, as after a republish that renamed them.
 */
export function findEmbeddedVisual(
  dashboard: MockDashboard,
  pageName: string,
  visualName: string,
  cardsRenamed = false,
): EmbeddedVisual | IError {
  const page = dashboard.pages.find((candidate) => candidate.name === pageName);
  if (!page) return { message: 'PageNotFound', detailedMessage: 'Page not found', errorCode: '404', level: 6 };
  for (const visual of page.visuals) {
    if (visual.name === visualName) return { page, visual };
    const card =
      visual.kind === 'kpis' && !cardsRenamed ? visual.items.find((item) => item.name === visualName) : undefined;
    if (card) return { page, visual, card };
  }
  return { message: 'visualNotFound', detailedMessage: 'Visual not found', errorCode: '404', level: 6 };
}

/** Only that visual, filling the frame: a card's value and label, or the whole visual. */
export function drawEmbeddedVisual(root: HTMLElement, found: EmbeddedVisual): void {
  document.documentElement.dataset.embed = 'visual';
  if (!found.card) {
    root.replaceChildren(drawVisual(found.visual, { onSelect: () => undefined }));
    return;
  }
  const card = html('section', undefined, 'visual card');
  card.setAttribute('aria-label', found.card.label);
  card.append(html('strong', found.card.value), html('span', found.card.label, 'kpi-label'));
  if (found.card.delta) card.append(drawDelta(found.card.delta));
  root.replaceChildren(card);
}

/**
 * Whether the cards are renamed (Mock tools "Headline visuals renamed"): the demo's switch, or the
 * stand-ins' as they wrote it into the page they served (report-sites.ts).
 */
export function cardsRenamed(demoSwitch: boolean): boolean {
  const written = document.documentElement.dataset.mockSwitches;
  if (!written) return demoSwitch;
  try {
    return (JSON.parse(written) as { reportVisualsRenamed?: unknown }).reportVisualsRenamed === true;
  } catch {
    return demoSwitch;
  }
}
