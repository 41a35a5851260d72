import { DisplayOption, type IPage, type IVisual } from 'powerbi-models';
import type { DashboardPage, Visual } from './dashboard-model';
import { host } from './host-state';
import { customPageSize, type PageSize } from './page-size';

/**
 * A page as the service describes it: `visibility` 0 is `SectionVisibility.AlwaysVisible`, 1
 * `HiddenInViewMode` (a page its author hid); its sizes on the desktop canvas and in the mobile layout
 * (page-size.ts) and the option it is shown with when the embed sets none.
 */
export function pageModel(page: DashboardPage, sizes: { desktop: PageSize; phone: PageSize }): IPage {
  return {
    name: page.name,
    displayName: page.displayName,
    isActive: page === host.activePage,
    visibility: page.visibility ?? 0,
    defaultSize: customPageSize(sizes.desktop),
    mobileSize: customPageSize(sizes.phone),
    defaultDisplayOption: page.defaultDisplayOption ?? DisplayOption.FitToPage,
  };
}

export function reportModel() {
  return { id: host.reportId, displayName: host.dashboard?.displayName ?? '' };
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
export function visualModel(visual: Visual, page: DashboardPage): IVisual {
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
