/**
 * The size of a report page and how the host fits it into its frame, as the service does: a page has a
 * size of its own in page pixels (`IPage.defaultSize` for the desktop canvas, `mobileSize` for its phone
 * layout) and a default display option (`defaultDisplayOption`, FitToPage unless its author chose
 * otherwise); the embed's `layoutType: Custom` with `customLayout.displayOption` overrides that option,
 * and the phone layout always fits the mobile canvas to the frame's width and scrolls.
 *
 * The demo reports' author sized each page to hold its visuals: the host takes that size by laying the
 * page's visuals out once at the page's width (the mock keeps no .pbix with stored sizes), so a page of
 * one chart is a short page and a page of five visuals a tall one, as a real author would set them.
 */
import { DisplayOption, PageSizeType, type ICustomPageSize } from 'powerbi-models';
import type { DashboardPage } from './dashboard-model';

/** The width of the demo reports' desktop canvas (a custom page size) and of their mobile layout, in page pixels. */
export const DESKTOP_PAGE_WIDTH = 1024;
export const MOBILE_PAGE_WIDTH = 360;

export type CanvasLayout = 'desktop' | 'phone';

export interface PageSize {
  width: number;
  height: number;
}

/** Each page's size per layout, measured once per load (the author's sizes do not change while it is open). */
const measured = new Map<string, PageSize>();

export function forgetPageSizes(): void {
  measured.clear();
}

/**
 * The page's size in a layout: its canvas drawn at the layout's width off screen, its height what its
 * visuals take, rounded up to the 8 px grid Power BI Desktop's canvas snaps to.
 */
export function pageSizeOf(page: DashboardPage, layout: CanvasLayout, draw: () => HTMLElement): PageSize {
  const key = `${layout}\n${page.name}`;
  const known = measured.get(key);
  if (known) return known;
  const width = layout === 'phone' ? MOBILE_PAGE_WIDTH : DESKTOP_PAGE_WIDTH;
  const holder = document.createElement('div');
  holder.style.cssText = 'position:absolute;left:-100000px;top:0;visibility:hidden;';
  const canvas = draw();
  canvas.dataset.layout = layout;
  canvas.style.width = `${width}px`;
  canvas.style.height = 'auto';
  holder.append(canvas);
  document.body.append(holder);
  const height = Math.ceil(canvas.getBoundingClientRect().height / 8) * 8;
  holder.remove();
  const size = { width, height: Math.max(height, 8) };
  measured.set(key, size);
  return size;
}

/** The size as the service's `IPage` gives it: a custom page size. */
export function customPageSize(size: PageSize): ICustomPageSize {
  return { type: PageSizeType.Custom, width: size.width, height: size.height };
}

/**
 * The canvas's scale in a frame of `frame` (the space the report has), as the service fits a page:
 * FitToWidth to the frame's width (a taller page scrolls), FitToPage whole into the frame, ActualSize
 * at its own size.
 */
export function canvasScale(option: DisplayOption, size: PageSize, frame: { width: number; height: number }): number {
  if (option === DisplayOption.ActualSize || frame.width <= 0) return 1;
  const toWidth = frame.width / size.width;
  if (option === DisplayOption.FitToWidth || frame.height <= 0) return toWidth;
  return Math.min(toWidth, frame.height / size.height);
}
