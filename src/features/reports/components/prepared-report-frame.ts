import { workplaceSignIn } from '@/config';
import { readTokenInfo } from '@/session';
import { PHONE_MEDIA_QUERY } from '@/shared/ui/breakpoints';
import { layoutTypeFor, type ReportLayout } from '../lib/embed-config';
import { powerBiService } from '../lib/powerbi';

/**
 * Prepares a report frame: the SDK's iframe, and the report service's page in it, load ahead of the
 * token and the lookup (powerbi-client's `bootstrap`); the embed later loads the report into it.
 */
function bootstrapReportFrame(element: HTMLElement, layout: ReportLayout): void {
  const { service, componentType } = powerBiService();
  service.bootstrap(element, {
    type: componentType,
    // The report service's embed page: the lookup's embed URL, once known, goes in with the load.
    embedUrl: workplaceSignIn.reportEmbedBaseUrl,
    // The layout decides the page the frame loads (the SDK adds `isMobile` for the phone layout).
    settings: { layoutType: layoutTypeFor(layout) },
  });
}

interface PreparedFrame {
  element: HTMLDivElement;
  holder: HTMLDivElement;
  layout: ReportLayout;
}

let prepared: PreparedFrame | null = null;
let stagesShown = 0;

/**
 * Moving an iframe in the document reloads it, except with `moveBefore` (Chromium 133+), which moves
 * it with its page alive. Only there can a frame be prepared before the page that shows it exists.
 */
const canMoveFrames = () => typeof Element !== 'undefined' && 'moveBefore' in Element.prototype;
/** `Element.moveBefore`, not yet in TypeScript's DOM types. */
interface MovingParent {
  moveBefore(node: Node, child: Node | null): void;
}

/**
 * A dashboard route's loader (and home, preparing its numbers' dashboards) prepares the report's frame
 * before the page renders, off screen: the service's page then loads while the router resolves and
 * React renders the topic page, instead of after (docs/performance.md). The report view's stage takes
 * it (`showReportFrame`). Not when a stage is shown (its own frame takes the next report), nor
 * without a stored workplace token (that person gets the "Dashboard Login" prompt, no frame).
 * The frame holds the service's page only, never a token; and the session's end, with a workplace
 * sign-in to end, leaves the page for the provider's sign-out page (e2e/built/report-frame-ahead.spec.ts).
 */
export function prepareReportFrame(): void {
  if (prepared || stagesShown > 0 || !canMoveFrames() || readTokenInfo() === null) return;
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.setAttribute('data-prepared-report-frame', '');
  // Out of sight and of the tab order, but laid out (a frame that is not rendered may not load).
  holder.style.cssText = 'position:fixed;top:0;left:-200vw;width:100vw;height:72vh;visibility:hidden;';
  holder.inert = true;
  const element = document.createElement('div');
  holder.append(element);
  document.body.append(holder);
  const layout: ReportLayout = window.matchMedia(PHONE_MEDIA_QUERY).matches ? 'phone' : 'desktop';
  try {
    bootstrapReportFrame(element, layout);
  } catch (error) {
    // Only a head start: the stage prepares its own frame.
    console.error('The report frame could not be prepared', error);
    holder.remove();
    return;
  }
  prepared = { element, holder, layout };
}

/** The prepared frame goes, unused (it was prepared for another layout). */
function discardPreparedReportFrame(): void {
  const frame = prepared;
  if (!frame) return;
  prepared = null;
  powerBiService().service.reset(frame.element);
  frame.holder.remove();
}

/**
 * The stage shows a frame in `slot`: the prepared one, moved there alive, if it was prepared for this
 * layout; else a new element (bootstrapped when a workplace token is stored). Returns the element the
 * embed loads the report into, and how to let it go.
 */
export function showReportFrame(
  slot: HTMLElement,
  layout: ReportLayout,
): { element: HTMLDivElement; release: () => void } {
  stagesShown += 1;
  let element: HTMLDivElement;
  if (prepared && prepared.layout === layout) {
    element = prepared.element;
    const { holder } = prepared;
    prepared = null;
    (slot as unknown as MovingParent).moveBefore(element, null);
    holder.remove();
  } else {
    discardPreparedReportFrame();
    element = document.createElement('div');
    slot.append(element);
    if (readTokenInfo() !== null) {
      try {
        bootstrapReportFrame(element, layout);
      } catch (error) {
        // Only an optimisation: the embed then creates its own frame.
        console.error('The report frame could not be prepared', error);
      }
    }
  }
  element.style.cssText = 'width:100%;height:100%;';
  return {
    element,
    release: () => {
      stagesShown -= 1;
      // The frame goes with the view (another page, a sign-out), whoever embedded into it last.
      powerBiService().service.reset(element);
      element.remove();
    },
  };
}
