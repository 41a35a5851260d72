/**
 * The one place the mock backend checks requests against the contract: a handler placed before all
 * others that finds the operation of each request (from operations.gen.ts, generated from
 * openapi/portal.yaml), validates its body with Ajv against the request schema and answers the
 * contract's 400 `INVALID_REQUEST` listing the failing fields; a valid request falls through to the
 * operation's handler. So no handler sees a wrong type, an unknown field or an over-long string,
 * and none coerces them into empty strings.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { http, HttpResponse } from 'msw';
import { MAX_REQUEST_BODY_BYTES, messages } from '../lib/constants';
import { errorResponse, type FieldError } from '../lib/errors';
import { isBlobLike } from '../lib/image';
import type { ContractOperation } from './contract-operation';
import { invalidRequestMessageOf } from './invalid-request-message';
import { CONTRACT_OPERATIONS } from './operations.gen';

// strict: false because OpenAPI adds keywords (contentMediaType…) Ajv does not know by default.
// validateSchema: false because the schemas are the linted contract's (operations.gen.ts): checking
// them against JSON Schema's meta-schema compiled that meta-schema on every page load of the dev and
// demo builds (some 50 ms of the sign-in page's main thread, measured in Chromium's profiler).
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
const validators = new Map<string, ValidateFunction>();

function validatorOf(operation: ContractOperation & { body: object }): ValidateFunction {
  let validate = validators.get(operation.operationId);
  if (!validate) {
    validate = ajv.compile(operation.body.schema);
    validators.set(operation.operationId, validate);
  }
  return validate;
}

/** A path template as a pattern whose named groups are its parameters. */
function pathPattern(template: string): RegExp {
  const parts = template.split(/\{([^}]+)\}/);
  const source = parts
    .map((part, index) => (index % 2 === 1 ? `(?<${part}>[^/]+)` : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** An operation of the contract, its id narrowed to the contract's ids. */
type Operation = (typeof CONTRACT_OPERATIONS)[number];

const templatedSegments = (path: string) => path.split('{').length - 1;

// A literal segment wins over a template (OpenAPI: `/saved-views/order` before `/saved-views/{viewId}`).
const ROUTES = CONTRACT_OPERATIONS.map((operation) => ({ operation, pattern: pathPattern(operation.path) })).sort(
  (a, b) => templatedSegments(a.operation.path) - templatedSegments(b.operation.path),
);

/**
 * The operation of a method and a path: the path is matched first, a concrete path before a templated
 * one, and only then the method, so `DELETE …/saved-views/order` is an unlisted method of the listed
 * path `…/order` (404 `NOT_FOUND`), never `deleteSavedView` of a view `order` (contract: "Conventions").
 */
function matchRoute(method: string, path: string) {
  const listedPath = ROUTES.find((route) => route.pattern.test(path))?.operation.path;
  for (const route of ROUTES) {
    const match =
      route.operation.path === listedPath && route.operation.method === method ? route.pattern.exec(path) : null;
    if (match) return { operation: route.operation, parameters: match.groups ?? {} };
  }
  return undefined;
}

/** The contract operation of a method and a path below the API base, or undefined. */
export function findContractOperation(method: string, path: string): Operation | undefined {
  return matchRoute(method, path)?.operation;
}

const parameterValidators = new Map<object, ValidateFunction>();

/** The path parameters that break their schema (`{reportId}` not a GUID...), as failing fields. */
function pathParameterErrors(operation: Operation, parameters: Record<string, string>): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, schema] of Object.entries(operation.pathParameters as Record<string, object>)) {
    let validate = parameterValidators.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      parameterValidators.set(schema, validate);
    }
    let value = parameters[name] ?? '';
    try {
      value = decodeURIComponent(value);
    } catch {
      // An undecodable segment is checked as sent, and fails.
    }
    if (!validate(value)) errors.push({ field: name, problem: validate.errors?.[0]?.message ?? 'is invalid' });
  }
  return errors;
}

function fieldErrorsOf(errors: ErrorObject[] | null | undefined): FieldError[] {
  const result: FieldError[] = [];
  for (const error of errors ?? []) {
    const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    let field = path || '(body)';
    let problem = error.message ?? 'is invalid';
    if (error.keyword === 'required') {
      const missing = String((error.params as { missingProperty?: unknown }).missingProperty);
      field = path ? `${path}.${missing}` : missing;
      problem = 'is required';
    } else if (error.keyword === 'additionalProperties') {
      const extra = String((error.params as { additionalProperty?: unknown }).additionalProperty);
      field = path ? `${path}.${extra}` : extra;
      problem = 'is not allowed';
    }
    if (!result.some((known) => known.field === field && known.problem === problem)) result.push({ field, problem });
  }
  return result;
}

function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Reads the body as the contract's media type: an object to validate, or the failing fields. */
async function readBody(request: Request, mediaType: string): Promise<{ value: unknown; errors: FieldError[] }> {
  if (mediaTypeOf(request) !== mediaType) {
    return { value: undefined, errors: [{ field: '(body)', problem: `Content-Type must be ${mediaType}` }] };
  }
  if (mediaType === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await request.clone().formData();
    } catch {
      return { value: undefined, errors: [{ field: '(body)', problem: 'is not valid multipart/form-data' }] };
    }
    const value: Record<string, unknown> = {};
    const errors: FieldError[] = [];
    for (const [name, entry] of form.entries()) {
      if (name in value) errors.push({ field: name, problem: 'must appear once' });
      if (isBlobLike(entry)) {
        value[name] = '(binary)';
        if (entry.size === 0) errors.push({ field: name, problem: 'must not be empty' });
      } else {
        value[name] = entry;
        if (name === 'image') errors.push({ field: name, problem: 'must be a file' });
      }
    }
    return { value, errors };
  }
  const text = await request.clone().text();
  if (text.trim() === '') return { value: undefined, errors: [{ field: '(body)', problem: 'is required' }] };
  try {
    return { value: JSON.parse(text) as unknown, errors: [] };
  } catch {
    return { value: undefined, errors: [{ field: '(body)', problem: 'is not valid JSON' }] };
  }
}

/**
 * Validates a request of `operation` (its path parameters, then its body); null when valid, else the
 * 400 answer.
 */
export async function validateRequest(
  operation: Operation,
  request: Request,
  parameters: Record<string, string> = {},
): Promise<Response | null> {
  const { body } = operation;
  let errors = pathParameterErrors(operation, parameters);
  let read: { value: unknown; errors: FieldError[] } = { value: undefined, errors: [] };
  if (body) {
    read = await readBody(request, body.mediaType);
    errors = [...errors, ...read.errors];
    if (read.errors.length === 0 || read.value !== undefined) {
      const validate = validatorOf({ ...operation, body });
      if (read.value !== undefined && !validate(read.value)) errors = [...errors, ...fieldErrorsOf(validate.errors)];
    }
  }
  if (errors.length === 0) return null;
  const value = read.value !== null && typeof read.value === 'object' ? (read.value as Record<string, unknown>) : {};
  const message = invalidRequestMessageOf(
    operation,
    value,
    errors.map((error) => error.field),
  );
  return errorResponse(operation.operationId, 400, 'INVALID_REQUEST', message, { extra: { errors } });
}

/**
 * The contract's answer to a path or method it does not list (contract: "Conventions"): 404
 * `NOT_FOUND`, an `Error` without a legacy field, as no operation is known.
 */
export function notFoundResponse(): Response {
  return HttpResponse.json(
    { status: 404, code: 'NOT_FOUND', message: 'Not found' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

/**
 * The answer to a body over the limit (contract: "Conventions"): 413 `BODY_TOO_LARGE`, an `Error`
 * without a legacy field; the picture upload's is its own too-large picture (`data: null`), which the
 * portal shows.
 */
function tooLargeResponse(operation: Operation): Response {
  if (operation.operationId === 'uploadProfilePicture') {
    return errorResponse('uploadProfilePicture', 413, 'PICTURE_TOO_LARGE', messages.pictureTooLarge);
  }
  return HttpResponse.json(
    { status: 413, code: 'BODY_TOO_LARGE', message: messages.requestTooLarge },
    { status: 413, headers: { 'Cache-Control': 'no-store' } },
  );
}

/**
 * The gate for every request below `baseUrl`: a path that is not exactly one of the contract's
 * (segments and case as written, no trailing or doubled slash) or a method it does not list there
 * answers 404 before anything else, so no handler's looser path matching (MSW ignores case and a
 * trailing slash) serves a variant; an invalid request answers 400; a valid one goes through.
 */
export function createRequestGate(baseUrl: string) {
  const basePath = new URL(baseUrl).pathname.replace(/\/$/, '');
  return http.all(`${baseUrl}/*`, async ({ request }) => {
    const pathname = new URL(request.url).pathname;
    if (!pathname.startsWith(`${basePath}/`)) return notFoundResponse();
    const route = matchRoute(request.method, pathname.slice(basePath.length));
    if (!route) return notFoundResponse();
    if (route.operation.body && (await request.clone().arrayBuffer()).byteLength > MAX_REQUEST_BODY_BYTES) {
      return tooLargeResponse(route.operation);
    }
    return (await validateRequest(route.operation, request, route.parameters)) ?? undefined;
  });
}
