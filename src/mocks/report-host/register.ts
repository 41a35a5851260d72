/**
 * Wires the mock report host into powerbi-client through the SDK's own registration seam
 * (`service.register`): the factory creates the iframe at the local mock host page (the SDK accepts
 * only https Power BI URLs when it creates the iframe itself) and returns the SDK's own `Report`.
 * From there on, load, events, setAccessToken and full screen run the SDK's unmodified code, and so
 * does `service.bootstrap` then `service.embed`: the factory makes the frame at bootstrap (`config`
 * has no report id or token yet), the embed loads the report into it.
 */
import type * as PowerBi from 'powerbi-client';

const MOCK_REPORT_COMPONENT_TYPE = 'mockReportHost';
const MOCK_VISUAL_COMPONENT_TYPE = 'mockVisualHost';
const MOCK_REPORT_HOST_PATH = 'mock-pages/report-host.html';

type PowerBiSdk = typeof PowerBi;

/** The host page's frame in `element`. */
function hostFrame(element: HTMLElement): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.src = `${import.meta.env.BASE_URL}${MOCK_REPORT_HOST_PATH}`;
  iframe.title = 'Embedded dashboard';
  iframe.style.width = '100%';
  iframe.style.height = '100%';
  iframe.setAttribute('allowfullscreen', 'true');
  element.replaceChildren(iframe);
  return iframe;
}

const mockReportHostSeam = {
  /** A single visual (`type: 'visual'`): the SDK's own `Visual` in a frame of the same host page. */
  registerVisual(service: PowerBi.service.Service, sdk: PowerBiSdk): string {
    service.register(
      MOCK_VISUAL_COMPONENT_TYPE,
      (embedService, element, config, phasedRender, isBootstrap) =>
        new sdk.Visual(
          embedService,
          element,
          { ...config, type: 'visual' },
          phasedRender,
          isBootstrap,
          hostFrame(element),
        ),
      [],
    );
    return MOCK_VISUAL_COMPONENT_TYPE;
  },
  register(service: PowerBi.service.Service, sdk: PowerBiSdk): string {
    service.register(
      MOCK_REPORT_COMPONENT_TYPE,
      (embedService, element, config, phasedRender, isBootstrap) => {
        // The host draws the report the load names, so the frame's URL names none: a frame the SDK
        // bootstraps (`service.bootstrap`) is created before the report is known, as the service's is.
        const iframe = hostFrame(element);
        return new sdk.Report(embedService, element, { ...config, type: 'report' }, phasedRender, isBootstrap, iframe);
      },
      [],
    );
    return MOCK_REPORT_COMPONENT_TYPE;
  },
};

/** Dev, tests, Storybook: report embeds go to the local mock report host. */
export function installMockReportHost(): void {
  window.__reportEmbedComponentSeam = mockReportHostSeam;
}
