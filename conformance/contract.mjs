/**
 * openapi/portal.yaml as programs check against it: its operations, Ajv validators of its schemas, and
 * the check of an answer (status, headers, Content-Type, body). Shared by the conformance kit (kit.mjs)
 * and the validating proxy the production build's browser tests call the mock server through
 * (scripts/test/contract-proxy.mjs). Generic libraries only, no application code.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
export const contract = await $RefParser.dereference(parse(readFileSync(join(here, '../openapi/portal.yaml'), 'utf8')));
export const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
export const operations = new Map();
for (const [path, item] of Object.entries(contract.paths)) {
  for (const method of METHODS) {
    const operation = item[method];
    if (operation) operations.set(operation.operationId, { ...operation, method: method.toUpperCase(), path });
  }
}
export const schemas = contract.components.schemas;
export const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
export const validators = new Map();
export function validatorOf(schema) {
  if (!validators.has(schema)) validators.set(schema, ajv.compile(schema));
  return validators.get(schema);
}
export function assertSchema(schema, value, what) {
  const validate = validatorOf(schema);
  if (!validate(value)) throw new Error(`${what} breaks the contract: ${ajv.errorsText(validate.errors)}`);
}

/** The operation a request names, by method and path (the path templates of the contract), or undefined. */
export function operationAt(method, path) {
  const segments = path.split('/');
  return [...operations.values()].find((operation) => {
    const template = operation.path.split('/');
    return (
      operation.method === method.toUpperCase() &&
      template.length === segments.length &&
      template.every((part, index) => /^\{\w+\}$/.test(part) || part === segments[index])
    );
  });
}

export function expect(condition, message) {
  if (!condition) throw new Error(message);
}
export function expectEqual(actual, expected, what) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/** The JSON Content-Type of the contract ("Conventions"): `application/json`, at most `; charset=utf-8`. */
export const JSON_CONTENT_TYPE = /^application\/json(;\s*charset=utf-8)?$/i;

/** Status declared, Content-Type declared, schema, body `status`, required headers. */
export function conformsToContract(operation, result, contentType) {
  const { status } = result;
  const declared = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  const where = `${operation.method} ${operation.path} answered ${status}`;
  expect(declared, `${where}, which the contract does not declare (${Object.keys(operation.responses).join(', ')})`);
  for (const [name, header] of Object.entries(declared.headers ?? {})) {
    if (header.required) expect(result.headers.has(name), `${where} without the required ${name} header`);
    if (header.required && header.schema?.type === 'integer') {
      expect(/^\d+$/.test(result.headers.get(name) ?? ''), `${where}: ${name} is not an integer`);
      assertSchema(header.schema, Number(result.headers.get(name)), `${where}: ${name}`);
    }
  }
  if (!declared.content) return;
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (mediaType === 'application/json') {
    expect(JSON_CONTENT_TYPE.test(contentType), `${where} with Content-Type "${contentType}", not application/json`);
    // Contract "Conventions": no JSON answer may be kept by a cache (tokens, user data).
    expect(
      /(^|,)\s*no-store\s*(,|$)/i.test(result.headers.get('cache-control') ?? ''),
      `${where} without Cache-Control: no-store (got "${result.headers.get('cache-control')}")`,
    );
  }
  const media = declared.content[mediaType];
  expect(media, `${where} with Content-Type "${contentType}"; declared: ${Object.keys(declared.content).join(', ')}`);
  if (mediaType === 'application/json') {
    assertSchema(media.schema, result.body, `${where}: the body`);
    if (result.body && typeof result.body === 'object' && 'status' in result.body) {
      expectEqual(result.body.status, status, `${where}: body status`);
    }
  }
}
