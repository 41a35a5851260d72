/**
 * A page as its state shows it, shared by the host's drawing and the export's file (so an exported
 * file shows what the person saw): the slicers' filters and a drill-through keep only the data points
 * of the values they name, as the service filters a page's visuals.
 */
import type { DrillThrough, HostViewState, PageFilters } from './bookmark-state';
import type { DashboardPage, MockDashboard, Visual } from './dashboard-model';

/** The filters in force on a page: its slicers' and, on a drill-through page, the drilled data point's. */
export function filtersInForce(filters: PageFilters | undefined, drill: DrillThrough | undefined): PageFilters {
  const kept = Object.fromEntries(Object.entries(filters ?? {}).filter(([, values]) => values.length > 0));
  return drill ? { ...kept, [drill.column]: [drill.equals] } : kept;
}

/** The visual with only the data points its category's filter keeps (a card has none to filter). */
export function filteredVisual(visual: Visual, filters: PageFilters): Visual {
  if (visual.kind === 'bars') {
    const kept = filters[visual.category];
    return kept ? { ...visual, data: visual.data.filter((point) => kept.includes(point.label)) } : visual;
  }
  if (visual.kind === 'table') {
    const kept = filters[visual.columns[0] ?? ''];
    return kept ? { ...visual, rows: visual.rows.filter((row) => kept.includes(String(row[0]))) } : visual;
  }
  return visual;
}

/** A page's filters in words, one per line ("State: Texas, Florida"), in the slicers' order. */
export function filterLines(filters: PageFilters): string[] {
  return Object.entries(filters).map(([column, values]) => `${column}: ${values.join(', ')}`);
}

function visualLines(visual: Visual): string[] {
  if (visual.kind === 'kpis') return visual.items.map((item) => `${item.label}: ${item.value}`);
  if (visual.kind === 'bars') return visual.data.map((point) => `${point.label}: ${point.value} ${visual.unit}`);
  return [visual.columns.join(' | '), ...visual.rows.map((row) => row.join(' | '))];
}

export interface DrawnPage {
  page: DashboardPage;
  filters: PageFilters;
  visuals: Visual[];
}

/** The page a state names, as that state shows it, or null for a page the report does not have. */
export function pageAsShown(dashboard: MockDashboard, state: Pick<HostViewState, 'page' | 'filters' | 'drill'>) {
  const page = dashboard.pages.find((candidate) => candidate.name === state.page);
  if (!page) return null;
  const filters = filtersInForce(state.filters, state.drill);
  return { page, filters, visuals: page.visuals.map((visual) => filteredVisual(visual, filters)) } as DrawnPage;
}

/** What an exported file says of the page: its filters, then each visual's title and data points. */
export function describePage(drawn: DrawnPage, selection: string | null): string[] {
  return [
    ...filterLines(drawn.filters),
    ...(selection ? [`Selected: ${selection}`] : []),
    ...drawn.visuals.flatMap((visual) => [visual.title, ...visualLines(visual).map((line) => `  ${line}`)]),
  ];
}
