import type { DisplayOption } from 'powerbi-models';

/**
 * What a mock dashboard is made of (pages of visuals, as a Power BI report's author lays them out), and
 * the builders `dashboards.ts` writes its data with, so that each dashboard reads as its figures.
 */

/**
 * A data point of a bars or table visual drills through to this hidden page (the page's name), filtered
 * on the point's category, as a report author sets a drill-through page up in Power BI.
 */
interface DrillsThrough {
  drillThrough?: string;
}

/** The data fields of a bars visual, as a click's `dataSelected` names them: the axis column and the bars' measure. */
interface BarFields {
  category: string;
  measure: string;
  unit: string;
  legend?: [string, string];
}

type BarPoint = { label: string; value: number; compare?: number };

export type Visual =
  | {
      kind: 'kpis';
      name: string;
      title: string;
      /** A card with a `name` is a visual of its own in the group (what a single-visual embed can name). */
      items: { label: string; value: string; delta?: string; name?: string }[];
    }
  | (DrillsThrough & BarFields & { kind: 'bars'; name: string; title: string; data: BarPoint[] })
  | (DrillsThrough & { kind: 'table'; name: string; title: string; columns: string[]; rows: (string | number)[][] });

/** A slicer on a page: the column it filters the page's visuals on, its values, one or several kept. */
export interface Slicer {
  column: string;
  title: string;
  values: string[];
  multiple: boolean;
}

export interface DashboardPage {
  name: string;
  displayName: string;
  visuals: Visual[];
  /**
   * 1 is the service's `SectionVisibility.HiddenInViewMode`: a page its author hid (a drill-through
   * target, a tooltip page), which the report's own page navigation never lists. Shown when absent.
   */
  visibility?: 1;
  slicers?: Slicer[];
  /** How the page fits the frame when the embed sets no custom layout (`IPage.defaultDisplayOption`); FitToPage when absent. */
  defaultDisplayOption?: DisplayOption;
}

export interface MockDashboard {
  displayName: string;
  pages: DashboardPage[];
}

/** A page the report's navigation lists, with its slicers if it has any. */
export function page(name: string, displayName: string, visuals: Visual[], slicers?: Slicer[]): DashboardPage {
  return slicers ? { name, displayName, slicers, visuals } : { name, displayName, visuals };
}

/** A page its author hid: a drill-through target or a tooltip page. */
export function hiddenPage(name: string, displayName: string, visuals: Visual[]): DashboardPage {
  return { name, displayName, visibility: 1, visuals };
}

/** A group of KPI cards; `cards` writes cards without a name of their own. */
export function kpis(name: string, title: string, items: Extract<Visual, { kind: 'kpis' }>['items']): Visual {
  return { kind: 'kpis', name, title, items };
}

/** A KPI group's cards: `[label, value]` each. */
export function cards(...rows: [string, string][]) {
  return rows.map(([label, value]) => ({ label, value }));
}

/** A bars visual of `data` (written with `points`), drilling through where `fields` says so. */
export function bars(name: string, title: string, fields: BarFields & DrillsThrough, data: BarPoint[]): Visual {
  const { drillThrough, ...axes } = fields;
  return { kind: 'bars', name, title, ...(drillThrough ? { drillThrough } : {}), ...axes, data };
}

/** A bars visual's data points: `[label, value]`, or `[label, value, compare]` (the year before). */
export function points(...rows: ([string, number] | [string, number, number])[]): BarPoint[] {
  return rows.map(([label, value, compare]) => (compare === undefined ? { label, value } : { label, value, compare }));
}

/** A table of `rows` under `columns`, drilling through to a hidden page when `drillThrough` is given. */
export function table(
  name: string,
  title: string,
  columns: string[],
  rows: (string | number)[][],
  drillThrough?: string,
): Visual {
  return { kind: 'table', name, title, ...(drillThrough ? { drillThrough } : {}), columns, rows };
}
