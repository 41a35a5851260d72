/**
 * What the mock report host makes of the embed configuration it receives, as strictly as the real
 * service: first the SDK's own validators from `powerbi-models` (the ones the service runs), then a
 * table per object, typed against the SDK's interfaces (`satisfies Record<keyof …>`), of what the host
 * honours. A key that is not in the SDK's types, or one the host does not draw as the service does,
 * is an error: a mock that silently ignored it would let the portal pass tests the real service fails.
 */
import {
  BackgroundType,
  DisplayOption,
  LayoutType,
  validateReportLoad,
  validateSettings,
  type ICustomLayout,
  type IError,
  type IReportLoadConfiguration,
  type IReportPanes,
  type ISettings,
} from 'powerbi-models';
import { decodeViewState, type HostViewState } from './bookmark-state';
import { themeErrors } from './theme-json';

type Support = 'honoured' | 'not supported by the mock report host';
const HONOURED = 'honoured';
const REFUSED = 'not supported by the mock report host';

/** Keys of the load request: the SDK's `IReportLoadConfiguration` and what the SDK itself adds. */
const LOAD_KEYS = {
  accessToken: HONOURED,
  id: HONOURED,
  embedUrl: HONOURED,
  groupId: HONOURED,
  tokenType: HONOURED,
  settings: HONOURED,
  pageName: HONOURED,
  theme: HONOURED,
  filters: REFUSED,
  slicers: REFUSED,
  permissions: REFUSED,
  viewMode: REFUSED,
  bookmark: HONOURED,
  datasetBinding: REFUSED,
  contrastMode: REFUSED,
  eventHooks: REFUSED,
} satisfies Record<keyof IReportLoadConfiguration, Support>;

/** Added by the SDK to every load (`Embed.populateConfig`): the embed type and the frame's id. */
const SDK_ADDED_KEYS = { type: HONOURED, uniqueId: HONOURED, bootstrapped: HONOURED } as const;

const SETTINGS_KEYS = {
  navContentPaneEnabled: HONOURED,
  filterPaneEnabled: HONOURED,
  panes: HONOURED,
  layoutType: HONOURED,
  hideErrors: HONOURED,
  authoringHintsEnabled: REFUSED,
  background: HONOURED,
  bars: REFUSED,
  bookmarksPaneEnabled: REFUSED,
  commands: REFUSED,
  customLayout: HONOURED,
  extensions: REFUSED,
  hyperlinkClickBehavior: REFUSED,
  persistentFiltersEnabled: REFUSED,
  personalBookmarksEnabled: REFUSED,
  useCustomSaveAsDialog: REFUSED,
  visualRenderedEvents: REFUSED,
  visualSettings: REFUSED,
  localeSettings: REFUSED,
  zoomLevel: REFUSED,
  printSettings: REFUSED,
} satisfies Record<keyof ISettings, Support>;

const PANE_KEYS = {
  filters: HONOURED,
  pageNavigation: HONOURED,
  bookmarks: REFUSED,
  fields: REFUSED,
  selection: REFUSED,
  syncSlicers: REFUSED,
  visualizations: REFUSED,
} satisfies Record<keyof IReportPanes, Support>;

/**
 * A custom layout's keys: how the page fits the frame (`displayOption`) is honoured; a page size of the
 * embed's own, per-page visual layouts and the alignment are not drawn by the mock.
 */
const CUSTOM_LAYOUT_KEYS = {
  displayOption: HONOURED,
  pageSize: REFUSED,
  pagesLayout: REFUSED,
  reportAlignment: REFUSED,
} satisfies Record<keyof ICustomLayout, Support>;

/** Layouts the host draws: the desktop canvas (as the page says, or as a custom layout fits it) and the phone (portrait) layout. */
const DRAWN_LAYOUTS: readonly LayoutType[] = [LayoutType.Master, LayoutType.Custom, LayoutType.MobilePortrait];

const DISPLAY_OPTIONS: readonly DisplayOption[] = [
  DisplayOption.FitToPage,
  DisplayOption.FitToWidth,
  DisplayOption.ActualSize,
];

/**
 * How the report is drawn: the service's defaults (both panes shown, desktop layout, the page's own
 * background) until set. `transparent`: `background: BackgroundType.Transparent`, the page's background
 * left out so that the embedding page shows through; only when asked, as in the service.
 */
export interface DisplaySettings {
  pageNavigation: boolean;
  filterPane: boolean;
  layout: 'desktop' | 'phone';
  /**
   * How the desktop canvas fits the frame: null, the page's own `defaultDisplayOption` (`layoutType`
   * Master); an option, a custom layout's `displayOption` (`layoutType` Custom). The phone layout always
   * fits its width.
   */
  displayOption: DisplayOption | null;
  hideErrors: boolean;
  transparent: boolean;
}

export const DEFAULT_DISPLAY: DisplaySettings = {
  pageNavigation: true,
  filterPane: true,
  layout: 'desktop',
  displayOption: null,
  hideErrors: false,
  transparent: false,
};

/** Backgrounds the service knows (`BackgroundType`): a number it does not know is refused. */
const BACKGROUNDS: readonly BackgroundType[] = [BackgroundType.Default, BackgroundType.Transparent];

function unknownKeys(value: object, known: Record<string, Support>, where: string): IError[] {
  const errors: IError[] = [];
  for (const [key, setting] of Object.entries(value)) {
    // The SDK sends keys it derives from element attributes as `undefined` when absent.
    if (setting === undefined) continue;
    const support = known[key];
    if (support === undefined) errors.push({ message: `${where}${key} is not a known setting` });
    else if (support !== HONOURED) errors.push({ message: `${where}${key} is ${support}` });
  }
  return errors;
}

/**
 * The custom layout's display option the settings lead to (null: the page's own), errors pushed. A custom
 * layout sent with another layout type is an error: the service would draw it as that layout and
 * quietly leave the custom layout out, so a portal relying on it would pass here and fail there.
 */
function customLayoutOf(settings: ISettings, current: DisplaySettings, errors: IError[]): DisplayOption | null {
  const layoutType =
    settings.layoutType ??
    (current.layout === 'phone'
      ? LayoutType.MobilePortrait
      : current.displayOption === null
        ? LayoutType.Master
        : LayoutType.Custom);
  const layout = settings.customLayout;
  if (layout !== undefined) {
    if (layoutType !== LayoutType.Custom) {
      errors.push({ message: `settings.customLayout needs layoutType Custom, not ${LayoutType[layoutType]}` });
    }
    errors.push(...unknownKeys(layout, CUSTOM_LAYOUT_KEYS, 'settings.customLayout.'));
    if (layout.displayOption !== undefined && !DISPLAY_OPTIONS.includes(layout.displayOption)) {
      errors.push({
        message: `settings.customLayout.displayOption ${String(layout.displayOption)} is not a DisplayOption`,
      });
    }
  }
  if (layoutType !== LayoutType.Custom) return layoutType === LayoutType.MobilePortrait ? current.displayOption : null;
  // The service's custom layout fits the page whole unless told otherwise.
  return layout?.displayOption ?? current.displayOption ?? DisplayOption.FitToPage;
}

/** Errors of a settings object (load or `updateSettings`), or the display it leads to from `current`. */
export function applySettings(
  settings: unknown,
  current: DisplaySettings,
): { errors: IError[]; display: DisplaySettings } {
  const errors = validateSettings(settings) ?? [];
  if (errors.length > 0 || settings === null || typeof settings !== 'object') {
    return { errors: errors.length > 0 ? errors : [{ message: 'settings must be an object' }], display: current };
  }
  const typed = settings as ISettings;
  errors.push(...unknownKeys(typed, SETTINGS_KEYS, 'settings.'));
  if (typed.panes) errors.push(...unknownKeys(typed.panes, PANE_KEYS, 'settings.panes.'));
  if (typed.layoutType !== undefined && !DRAWN_LAYOUTS.includes(typed.layoutType)) {
    errors.push({ message: `settings.layoutType ${LayoutType[typed.layoutType]} is ${REFUSED}` });
  }
  if (typed.background !== undefined && !BACKGROUNDS.includes(typed.background)) {
    errors.push({ message: `settings.background ${String(typed.background)} is not a BackgroundType` });
  }
  const custom = customLayoutOf(typed, current, errors);
  if (errors.length > 0) return { errors, display: current };
  // The service reads the newer `panes` before the older booleans it replaced.
  const pageNavigation = typed.panes?.pageNavigation?.visible ?? typed.navContentPaneEnabled;
  const filterPane = typed.panes?.filters?.visible ?? typed.filterPaneEnabled;
  return {
    errors,
    display: {
      pageNavigation: pageNavigation ?? current.pageNavigation,
      filterPane: filterPane ?? current.filterPane,
      layout:
        typed.layoutType === undefined
          ? current.layout
          : typed.layoutType === LayoutType.MobilePortrait
            ? 'phone'
            : 'desktop',
      displayOption: custom,
      hideErrors: typed.hideErrors ?? current.hideErrors,
      transparent:
        typed.background === undefined ? current.transparent : typed.background === BackgroundType.Transparent,
    },
  };
}

/** The report load request as the host reads it, once it passed the checks. */
export interface CheckedLoad {
  config: IReportLoadConfiguration;
  display: DisplaySettings;
  /** The view a `bookmark: { state }` opens in (a state this host captured for the report); null: none. */
  bookmark: HostViewState | null;
}

/** The load's bookmark: only a captured state (the mock reports keep no named bookmarks), of this report. */
function checkBookmark(config: IReportLoadConfiguration): { errors: IError[]; bookmark: HostViewState | null } {
  const request = config.bookmark as { state?: string; name?: string } | undefined;
  if (!request) return { errors: [], bookmark: null };
  if (request.state === undefined) return { errors: [{ message: 'bookmark.name is ' + REFUSED }], bookmark: null };
  const bookmark = decodeViewState(request.state, config.id);
  return bookmark ? { errors: [], bookmark } : { errors: [{ message: 'Invalid bookmark state' }], bookmark: null };
}

/** Checks a `/report/load` body: the SDK's validator, then every key against what the host honours. */
export function checkLoadConfiguration(body: unknown): { errors: IError[] } | CheckedLoad {
  if (body === null || typeof body !== 'object') return { errors: [{ message: 'The load configuration is missing' }] };
  const validatorErrors = validateReportLoad(body);
  if (validatorErrors) return { errors: validatorErrors };
  const errors = unknownKeys(body, { ...LOAD_KEYS, ...SDK_ADDED_KEYS }, '');
  const config = body as IReportLoadConfiguration;
  const settings = applySettings(config.settings ?? {}, DEFAULT_DISPLAY);
  errors.push(...settings.errors);
  const bookmark = checkBookmark(config);
  errors.push(...bookmark.errors);
  if (config.theme !== undefined) errors.push(...themeErrors(config.theme));
  return errors.length > 0 ? { errors } : { config, display: settings.display, bookmark: bookmark.bookmark };
}
