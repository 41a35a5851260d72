/**
 * The one place the mock backend checks requests against the contract: a handler placed before all
 * others that finds the operation of each request (from operations.gen.ts, generated from
 * openapi/portal.yaml), validates its body with Ajv against the request schema and answers the
 * contract's 400 `INVALID_REQUEST` listing the failing fields; a valid request falls through to the
 * operation's handler. So no handler sees a wrong type, an unknown field or an over-long string,
 * and none coerces them into empty strings.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { http } from 'msw';
import { errorResponse, type FieldError } from '../lib/errors';
import { isBlobLike } from '../lib/image';
import type { ContractOperation } from './contract-operation';
import { invalidRequestMessageOf } from './invalid-request-message';
import { CONTRACT_OPERATIONS } from './operations.gen';

// strict: false because OpenAPI adds keywords (contentMediaType…) Ajv does not know by default.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map<string, ValidateFunction>();

function validatorOf(operation: ContractOperation & { body: object }): ValidateFunction {
  let validate = validators.get(operation.operationId);
  if (!validate) {
    validate = ajv.compile(operation.body.schema);
    validators.set(operation.operationId, validate);
  }
  return validate;
}

function pathPattern(template: string): RegExp {
  const literals = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literals.join('[^/]+')}$`);
}

/** An operation of the contract, its id narrowed to the contract's ids. */
type Operation = (typeof CONTRACT_OPERATIONS)[number];

const ROUTES = CONTRACT_OPERATIONS.map((operation) => ({ operation, pattern: pathPattern(operation.path) }));

/** The contract operation of a method and a path below the API base, or undefined. */
export function findContractOperation(method: string, path: string): Operation | undefined {
  return ROUTES.find((route) => route.operation.method === method && route.pattern.test(path))?.operation;
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

/** Validates a request of `operation`; null when valid, else the 400 answer. */
export async function validateRequest(operation: Operation, request: Request): Promise<Response | null> {
  const { body } = operation;
  if (!body) return null;
  const read = await readBody(request, body.mediaType);
  let errors = read.errors;
  if (errors.length === 0 || read.value !== undefined) {
    const validate = validatorOf({ ...operation, body });
    if (read.value !== undefined && !validate(read.value)) errors = [...errors, ...fieldErrorsOf(validate.errors)];
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

/** The gate for every request below `baseUrl`: answers 400 for an invalid one, else lets it through. */
export function createRequestGate(baseUrl: string) {
  const basePath = new URL(baseUrl).pathname.replace(/\/$/, '');
  return http.all(`${baseUrl}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname.slice(basePath.length);
    const operation = findContractOperation(request.method, path);
    if (!operation) return undefined;
    return (await validateRequest(operation, request)) ?? undefined;
  });
}
