import type { IError } from 'powerbi-models';
import type { DrillThrough, PageFilters } from './bookmark-state';
import type { DashboardPage, MockDashboard } from './dashboard-model';
import { DEFAULT_DISPLAY, type DisplaySettings } from './embed-settings';

/** What the host holds while a report (or a visual) is open in its frame. */
export const host: {
  /**
   * The report the load names (`id`), as the service reads it: the frame's own URL need not name one
   * (a frame the SDK bootstrapped is created before the portal knows the report or holds a token).
   */
  reportId: string;
  dashboard: MockDashboard | undefined;
  /** The SDK's id of the embed, in the URL of every event. */
  uid: string;
  accessToken: string;
  loaded: boolean;
  display: DisplaySettings;
  activePage: DashboardPage | undefined;
  selection: string | null;
  /** Each page's slicer choices, kept while the report is open (as the service keeps them per page). */
  filtersByPage: Record<string, PageFilters>;
  /** The drill-through the active page shows, or null on a page opened otherwise. */
  drill: DrillThrough | null;
} = {
  reportId: '',
  dashboard: undefined,
  uid: '',
  accessToken: '',
  loaded: false,
  display: DEFAULT_DISPLAY,
  activePage: undefined,
  selection: null,
  filtersByPage: {},
  drill: null,
};

/** What the host received and did, for tests (read through the frame's `window.__mockReportHost`). */
export const received = {
  loads: 0,
  /** Per load, whether it came into a frame the SDK had bootstrapped (its `bootstrapped` header). */
  bootstrapped: [] as boolean[],
  tokens: [] as string[],
  /** The settings of the last load and of each `updateSettings`, as received. */
  settings: [] as unknown[],
  /** Each theme applied (at load or with `applyTheme`); `null` is the default theme. */
  themes: [] as (string | null)[],
  prints: 0,
  /** Loads accepted and never answered (Mock tools "Dashboards never finish loading"). */
  held: 0,
  /** Every request the host refused and every error event it raised. */
  errors: [] as IError[],
};
(window as unknown as { __mockReportHost: typeof received }).__mockReportHost = received;
