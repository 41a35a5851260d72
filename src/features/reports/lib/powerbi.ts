/**
 * powerbi-client, loaded only by the report view (it is a ~31 KiB gzip UMD bundle that also sets
 * `window.powerbi` on import). The portal uses its own Service instance.
 */
import * as powerbi from 'powerbi-client';

export type PowerBiSdk = typeof powerbi;
export type PowerBiReport = powerbi.Report;

/**
 * A development and test seam (compiled away when mocks are off): the mock backend can register an embed
 * component on the SDK's service through the SDK's own `service.register`, whose factory creates the
 * iframe at a local mock report host. Everything after that is the SDK's unmodified code path.
 * Returns the component type to embed with instead of `report`.
 */
export interface ReportEmbedComponentSeam {
  register(service: powerbi.service.Service, sdk: PowerBiSdk): string;
  /** The same for a single visual (`type: 'visual'`, home's headline KPIs). */
  registerVisual(service: powerbi.service.Service, sdk: PowerBiSdk): string;
}

declare global {
  interface Window {
    __reportEmbedComponentSeam?: ReportEmbedComponentSeam;
  }
}

let service: powerbi.service.Service | null = null;
let componentType = 'report';
let visualComponentType = 'visual';

export function powerBiService(): {
  service: powerbi.service.Service;
  componentType: string;
  visualComponentType: string;
  sdk: PowerBiSdk;
} {
  if (!service) {
    service = new powerbi.service.Service(
      powerbi.factories.hpmFactory,
      powerbi.factories.wpmpFactory,
      powerbi.factories.routerFactory,
    );
    // Vite replaces `import.meta.env.VITE_ENABLE_MOCKS` by its literal value, so with mocks off this
    // is `if (false)` and the build drops it: no script in production can take over the embed (and
    // receive the dashboard token) by setting the seam. `npm run test:budget` checks it is gone.
    if (import.meta.env.VITE_ENABLE_MOCKS === 'true') {
      const seam = typeof window === 'undefined' ? undefined : window.__reportEmbedComponentSeam;
      if (seam) {
        componentType = seam.register(service, powerbi);
        visualComponentType = seam.registerVisual(service, powerbi);
      }
    }
  }
  return { service, componentType, visualComponentType, sdk: powerbi };
}
