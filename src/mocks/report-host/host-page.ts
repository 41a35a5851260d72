/**
 * The mock report host: the page inside the embed iframe in development and tests. It speaks the
 * Power BI embed protocol with the SDK in the parent window (postMessage, target `*`):
 *   request  {method, url, headers:{id, uid, …}, body}  →  response {headers:{id}, statusCode, body}
 *   event    {method:'POST', url:'/reports/<uid>/events/<name>', headers:{id}, body}
 * It is as strict as the service: the embed configuration is checked by `embed-settings.ts` and
 * honoured (page tabs and filter pane only when enabled, the phone layout, the theme, the start page);
 * a request it does not implement is answered with an error, never with a quiet success. See the
 * mocks README for the routes and events and how each was checked against the SDK's types.
 *
 * This file takes the messages; the rest is in rooms of its own: `host-state.ts` (what is open),
 * `host-channel.ts` (answers, events, the service's errors), `host-load.ts` (a report's or a visual's
 * load), `host-routes.ts` (every other call), `host-drawing.ts` (the page, its clicks and page
 * changes), `service-models.ts` (pages and visuals as the SDK reads them), `host-theme.ts` (the report
 * theme in the frame).
 */
import { refuse, type EmbedRequest } from './host-channel';
import { host } from './host-state';
import { getVisuals, PAGE_VISUALS_ROUTE, ROUTES, WITHOUT_LOADED_REPORT } from './host-routes';

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.source !== window.parent) return;
  const request = event.data as EmbedRequest;
  if (!request || typeof request !== 'object' || typeof request.url !== 'string' || !request.method) return;
  const route = `${request.method} ${request.url.split('?')[0] ?? ''}`;
  const visualsOf = PAGE_VISUALS_ROUTE.exec(route)?.[1];
  const handler = visualsOf !== undefined ? (found: EmbedRequest) => getVisuals(found, visualsOf) : ROUTES[route];
  if (!handler) {
    refuse(request, 501, [
      { message: 'NotImplemented', detailedMessage: `${route} is not implemented by the mock report host` },
    ]);
    return;
  }
  if (!host.loaded && !WITHOUT_LOADED_REPORT.has(route)) {
    refuse(request, 400, [{ message: 'The report is not loaded yet' }]);
    return;
  }
  handler(request);
});
