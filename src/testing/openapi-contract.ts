/**
 * Run-time checks of answers against openapi/portal.yaml and openapi/powerbi-reports.yaml (the
 * report lookup, Microsoft's API), for tests (Node only: reads the files).
 * The contract is parsed with `yaml`, dereferenced with json-schema-ref-parser and its schemas are
 * compiled with Ajv's 2020-12 dialect (OpenAPI 3.1 schemas are JSON Schema 2020-12).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

interface MediaType {
  schema?: object;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, ResponseObject>;
}
interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

export const CONTRACT_PATH = resolve(process.cwd(), 'openapi/portal.yaml');
export const REPORT_CONTRACT_PATH = resolve(process.cwd(), 'openapi/powerbi-reports.yaml');

let contractPromise: Promise<Contract> | null = null;

async function dereferenced(path: string): Promise<Contract> {
  const document: unknown = parse(readFileSync(path, 'utf8'));
  return (await $RefParser.dereference(document as object)) as unknown as Contract;
}

/**
 * The portal contract and the report lookup's, with every `$ref` replaced by what it points at,
 * merged into one (their paths and schema names do not overlap).
 */
export function loadContract(): Promise<Contract> {
  contractPromise ??= (async () => {
    const [portal, reports] = await Promise.all([dereferenced(CONTRACT_PATH), dereferenced(REPORT_CONTRACT_PATH)]);
    return {
      paths: { ...portal.paths, ...reports.paths },
      components: { schemas: { ...reports.components.schemas, ...portal.components.schemas } },
    };
  })();
  return contractPromise;
}

// strict: false because OpenAPI adds keywords (example, discriminator…) JSON Schema does not know.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const compiled = new Map<object, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operationId of the contract. */
export async function contractOperationIds(): Promise<string[]> {
  const contract = await loadContract();
  return Object.values(contract.paths).flatMap((item) =>
    HTTP_METHODS.flatMap((method) => (item[method]?.operationId ? [item[method].operationId] : [])),
  );
}

async function findOperation(operationId: string): Promise<Operation> {
  const contract = await loadContract();
  for (const item of Object.values(contract.paths)) {
    for (const method of HTTP_METHODS) {
      if (item[method]?.operationId === operationId) return item[method];
    }
  }
  throw new Error(`The contract has no operation "${operationId}"`);
}

async function declaredResponse(operationId: string, status: number): Promise<ResponseObject> {
  const operation = await findOperation(operationId);
  const responses = operation.responses ?? {};
  const declared = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  if (!declared) {
    throw new Error(
      `${operationId} answered ${status}, which the contract does not declare (declared: ${Object.keys(responses).join(', ')})`,
    );
  }
  return declared;
}

/** Throws unless the contract declares `status` for the operation with a body of `mediaType` (e.g. `image/png`). */
export async function assertDeclaredMediaType(operationId: string, status: number, mediaType: string): Promise<void> {
  const declared = await declaredResponse(operationId, status);
  if (!declared.content?.[mediaType]) {
    throw new Error(`${operationId} ${status} answered ${mediaType}, which the contract does not declare`);
  }
}

/**
 * Throws unless the contract declares `status` for the operation (exactly, as `5XX`-style or as
 * `default`) with a JSON body schema that `body` matches.
 */
export async function assertMatchesContract(operationId: string, status: number, body: unknown): Promise<void> {
  const declared = await declaredResponse(operationId, status);
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${operationId} ${status} has no application/json schema in the contract`);
  const validate = validatorFor(schema);
  if (!validate(body)) {
    throw new Error(
      `${operationId} ${status} body does not match the contract: ${ajv.errorsText(validate.errors)}\nbody: ${JSON.stringify(body)}`,
    );
  }
}

/** Throws unless `value` matches `schema` (a dereferenced schema object of the contract). */
export async function assertMatchesSchemaObject(schema: object, value: unknown): Promise<void> {
  const validate = validatorFor(schema);
  if (!validate(value)) throw new Error(`${ajv.errorsText(validate.errors)} (value: ${JSON.stringify(value)})`);
}

/** Throws unless `value` matches the named schema of `components.schemas`. */
export async function assertMatchesSchema(schemaName: string, value: unknown): Promise<void> {
  const contract = await loadContract();
  const schema = contract.components.schemas[schemaName];
  if (!schema) throw new Error(`The contract has no schema "${schemaName}"`);
  const validate = validatorFor(schema);
  if (!validate(value)) {
    throw new Error(
      `Value does not match ${schemaName}: ${ajv.errorsText(validate.errors)}\nvalue: ${JSON.stringify(value)}`,
    );
  }
}
