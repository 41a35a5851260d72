import type { IError } from 'powerbi-models';
import { host, received } from './host-state';

/** A request of the SDK in the parent window, as it posts it. */
export interface EmbedRequest {
  method?: string;
  url?: string;
  headers?: { id?: string; uid?: string; bootstrapped?: boolean };
  body?: unknown;
}

export function post(message: unknown): void {
  window.parent.postMessage(message, '*');
}

export function respond(request: EmbedRequest, statusCode: number, body: unknown = null): void {
  post({ headers: { id: request.headers?.id }, statusCode, body });
}

/** A refused request: logged in the frame and answered with the service's error shape (`IError`). */
export function refuse(request: EmbedRequest, statusCode: number, errors: IError[]): void {
  received.errors.push(...errors);
  console.error(`Mock report host refused ${request.method} ${request.url}`, errors);
  respond(request, statusCode, errors.length === 1 ? errors[0] : errors);
}

export function sendEvent(name: string, body: unknown): void {
  if (!host.uid) return;
  post({ method: 'POST', url: `/reports/${host.uid}/events/${name}`, headers: { id: crypto.randomUUID() }, body });
}

export function raiseError(error: IError): void {
  received.errors.push(error);
  sendEvent('error', error);
}

export function tokenExpiredBody(): IError {
  return {
    message: 'TokenExpired',
    detailedMessage: 'Access token has expired, resubmit with a new access token',
    errorCode: '403',
    level: 6,
    technicalDetails: {
      requestId: crypto.randomUUID(),
      errorInfo: [{ key: 'ErrorCode', value: 'TokenExpired' }],
    },
  };
}

/** The service's error for a report it cannot load (Mock tools: "Dashboards fail to load"). */
export function loadReportFailedBody(): IError {
  return {
    message: 'LoadReportFailed',
    detailedMessage: 'Fail to initialize - Could not resolve cluster',
    errorCode: '500',
    level: 6,
    technicalDetails: {
      requestId: crypto.randomUUID(),
      errorInfo: [
        { key: 'ErrorCode', value: 'LoadReportFailed' },
        { key: 'ClusterUri', value: 'https://wabi-north-europe-redirect.analysis.windows.net' },
      ],
    },
  };
}
