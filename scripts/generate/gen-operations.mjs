#!/usr/bin/env node
/**
 * Writes the per-operation facts of the contracts into the TypeScript that needs them, so that none
 * is kept by hand beside the contract (a hand-kept copy drifts at the first rename):
 *
 * - src/mocks/contract/operations.gen.ts: every operation of openapi/portal.yaml with its method,
 *   path, `x-label`, legacy error field, `x-invalid-request-messages` and dereferenced request
 *   schema (the request gate validates against it, the fault switches list it), and the report
 *   lookup of openapi/powerbi-reports.yaml (method, path, label), which the mock answers too.
 * - src/api/operations.gen.ts: the operations whose 401 means the server no longer knows the
 *   signed-in session (derived from `security`), for the API client.
 *
 * Generated, because the app and the mock run in the browser, which cannot read the YAML.
 * `npm run gen:api` runs this; `npm run check:api` fails when a committed file is stale. A fact the
 * generator needs and the contract lacks (an operation without `x-label`, a request body without
 * `x-invalid-request-messages`, error answers that disagree on the legacy field) stops it with one
 * line naming the operation, rather than generating a silent default.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import * as prettier from 'prettier';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PORTAL_CONTRACT = join(root, 'openapi/portal.yaml');
const REPORT_CONTRACT = join(root, 'openapi/powerbi-reports.yaml');
export const MOCK_OPERATIONS_OUTPUT = join(root, 'src/mocks/contract/operations.gen.ts');
export const API_OPERATIONS_OUTPUT = join(root, 'src/api/operations.gen.ts');

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** The conditions an `x-invalid-request-messages` entry may have besides "fails for any reason". */
const CONDITIONS = ['empty', 'too-long'];

class ContractError extends Error {}
function fail(where, problem) {
  throw new ContractError(`${where}: ${problem}`);
}

/** Drops documentation keywords the validator does not need, to keep the bundle small. */
function strip(value) {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [key, inner] of Object.entries(value)) {
    if (['description', 'examples', 'example', 'summary'].includes(key)) continue;
    out[key] = strip(inner);
  }
  return out;
}

async function operationsOf(yaml, file) {
  const document = await $RefParser.dereference(parse(yaml));
  const operations = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const where = `${file} ${method.toUpperCase()} ${path}`;
      if (!operation.operationId) fail(where, 'has no operationId');
      if (typeof operation['x-label'] !== 'string' || operation['x-label'].trim() === '') {
        fail(where, 'has no x-label (the short name the mock tools list it under)');
      }
      operations.push({
        where,
        method: method.toUpperCase(),
        path,
        operation,
        security: operation.security ?? document.security ?? [],
      });
    }
  }
  return { document, operations };
}

/** The fields an error schema requires, through `allOf`. */
function requiredOf(schema) {
  return [...(schema?.required ?? []), ...(schema?.allOf ?? []).flatMap(requiredOf)];
}

/**
 * The legacy field of an operation's errors: what its 4xx answers require beyond the `Error` model
 * (`LoginError` requires `errorReponse`, ...). Taken from the schemas the contract already gives, so it
 * is not restated; every 4xx of one operation must agree (a 500 is the plain `Error` everywhere, and
 * so is a 413 `BODY_TOO_LARGE`, which a server's body limit answers before it knows the operation).
 */
function legacyErrorFieldOf({ where, operation }, baseError) {
  const found = new Set();
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!/^4/.test(status) || status === '413') continue;
    const schema = response.content?.['application/json']?.schema;
    if (!schema) fail(where, `its ${status} answer has no JSON schema`);
    const extra = requiredOf(schema).filter((field) => !baseError.required.includes(field));
    found.add(extra.join(',') || null);
  }
  if (found.size > 1) fail(where, `its 4xx answers disagree on the legacy field (${[...found].join(' / ')})`);
  const [field = null] = found;
  if (field !== null && !(field in baseError.properties)) fail(where, `legacy field ${field} is not a field of Error`);
  return field;
}

/** The ordered rules of `x-invalid-request-messages`, checked against the request schema. */
function invalidRequestMessagesOf({ where, operation }, schema) {
  const rules = operation['x-invalid-request-messages'];
  if (!Array.isArray(rules)) fail(where, 'has a request body but no x-invalid-request-messages (use [] for none)');
  return rules.map((rule, index) => {
    const at = `${where} x-invalid-request-messages[${index}]`;
    const { fields, when, message } = rule ?? {};
    if (!Array.isArray(fields) || fields.length === 0) fail(at, 'needs fields');
    for (const field of fields) {
      if (!schema.properties?.[field]) fail(at, `${field} is not a field of the request`);
      if (when === 'too-long' && typeof schema.properties[field].maxLength !== 'number') {
        fail(at, `${field} has no maxLength to be too long for`);
      }
    }
    if (when !== undefined && !CONDITIONS.includes(when)) fail(at, `when must be one of ${CONDITIONS.join(', ')}`);
    if (typeof message !== 'string' || message === '') fail(at, 'needs a message');
    return { fields, when: when ?? 'invalid', message };
  });
}

/**
 * Whether a 401 from this operation means the server no longer knows the portal's session: the
 * operation needs a signed-in caller (no alternative of its `security` is `{}`) and accepts the
 * bearer token the portal holds (one alternative is `bearerAuth`). So not the sign-in, the recovery
 * steps, the cookie-only start-up check, the logout nor the activity log, whose 401 is an answer.
 */
function rejectsSessionWith401(security) {
  if (security.length === 0) return false;
  const alternatives = security.map((requirement) => Object.keys(requirement));
  return (
    alternatives.every((schemes) => schemes.length > 0) &&
    alternatives.some((schemes) => schemes.includes('bearerAuth'))
  );
}

/** A fact of a request schema the portal's form needs (its field's \`maxLength\`). */
function savedViewNameMaxLength(document) {
  const maxLength = document.components.schemas.SavedViewName?.maxLength;
  if (typeof maxLength !== 'number') fail('openapi/portal.yaml SavedViewName', 'has no maxLength');
  return maxLength;
}

async function format(source, output) {
  const options = (await prettier.resolveConfig(output)) ?? {};
  return prettier.format(source, { ...options, filepath: output });
}

const HEADER = (sources) =>
  `// Generated by scripts/generate/gen-operations.mjs from ${sources}. Do not edit; run \`npm run gen:api\`.\n`;

/**
 * The two generated files, as `{ [outputPath]: source }`. The contracts can be given (as YAML text)
 * for tests; by default the files of openapi/ are read.
 */
export async function generateOperations({
  portalYaml = readFileSync(PORTAL_CONTRACT, 'utf8'),
  reportYaml = readFileSync(REPORT_CONTRACT, 'utf8'),
} = {}) {
  const portal = await operationsOf(portalYaml, 'openapi/portal.yaml');
  const reports = await operationsOf(reportYaml, 'openapi/powerbi-reports.yaml');
  const baseError = portal.document.components.schemas.Error;

  const contractOperations = portal.operations.map((entry) => {
    const { operation, method, path } = entry;
    const requestBody = operation.requestBody;
    const content = requestBody?.content ?? {};
    const schema = Object.values(content)[0]?.schema ?? {};
    return {
      operationId: operation.operationId,
      label: operation['x-label'],
      method,
      path,
      legacyErrorField: legacyErrorFieldOf(entry, baseError),
      invalidRequestMessages: requestBody ? invalidRequestMessagesOf(entry, schema) : [],
      body: requestBody
        ? { required: requestBody.required === true, mediaType: Object.keys(content)[0], schema: strip(schema) }
        : null,
      pathParameters: Object.fromEntries(
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => [parameter.name, strip(parameter.schema)]),
      ),
    };
  });
  const reportOperations = reports.operations.map(({ operation, method, path }) => ({
    operationId: operation.operationId,
    label: operation['x-label'],
    method,
    path,
  }));
  const sessionOperations = portal.operations
    .filter(({ security }) => rejectsSessionWith401(security))
    .map(({ method, path }) => ({ method, path }));

  const mockSource =
    HEADER('openapi/portal.yaml and openapi/powerbi-reports.yaml') +
    `import type { ContractOperation, ReportServiceOperation } from './contract-operation';\n\n` +
    `/** Every operation of openapi/portal.yaml. */\n` +
    `export const CONTRACT_OPERATIONS = ${JSON.stringify(contractOperations)} as const satisfies readonly ContractOperation[];\n\n` +
    `/** The operations of openapi/powerbi-reports.yaml (Microsoft's report lookup), which the mock answers too. */\n` +
    `export const REPORT_SERVICE_OPERATIONS = ${JSON.stringify(reportOperations)} as const satisfies readonly ReportServiceOperation[];\n`;
  const apiSource =
    HEADER('openapi/portal.yaml') +
    `\n/**\n * The calls whose 401 means the server no longer knows the signed-in session: those that need the\n` +
    ` * bearer token (\`security\` of openapi/portal.yaml). A 401 elsewhere is an answer to show.\n */\n` +
    `export const SESSION_OPERATIONS: readonly { method: string; path: string }[] = ${JSON.stringify(sessionOperations)};\n\n` +
    `/** The longest saved-view name the backend stores (\`SavedViewName\`). */\n` +
    `export const SAVED_VIEW_NAME_MAX_LENGTH = ${savedViewNameMaxLength(portal.document)};\n`;
  return {
    [MOCK_OPERATIONS_OUTPUT]: await format(mockSource, MOCK_OPERATIONS_OUTPUT),
    [API_OPERATIONS_OUTPUT]: await format(apiSource, API_OPERATIONS_OUTPUT),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    for (const [output, source] of Object.entries(await generateOperations())) {
      writeFileSync(output, source);
      process.stdout.write(`wrote ${output}\n`);
    }
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    process.stderr.write(`gen-operations: ${error.message}\n`);
    process.exit(1);
  }
}
