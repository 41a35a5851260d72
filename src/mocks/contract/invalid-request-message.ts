/**
 * The message of a 400 `INVALID_REQUEST` (contract: "Invalid requests"), from the operation's
 * `x-invalid-request-messages` in openapi/portal.yaml, generated into operations.gen.ts.
 */
import { messages } from '../lib/constants';
import type { ContractOperation, InvalidRequestMessage } from './contract-operation';
import { CONTRACT_OPERATIONS } from './operations.gen';

const isEmpty = (body: Record<string, unknown>, field: string) =>
  body[field] === undefined || body[field] === null || body[field] === '';

/** Whether `field` is a string longer than its schema allows. */
function isTooLong(operation: ContractOperation, body: Record<string, unknown>, field: string): boolean {
  const schema = operation.body?.schema as { properties?: Record<string, { maxLength?: number }> } | undefined;
  const maxLength = schema?.properties?.[field]?.maxLength;
  const value = body[field];
  return typeof value === 'string' && maxLength !== undefined && value.length > maxLength;
}

/**
 * The message of an invalid request: the first of the operation's `x-invalid-request-messages` that
 * matches (contract: "Invalid requests"), else "Invalid request". A body that is not an object has
 * every field missing.
 */
export function invalidRequestMessageOf(
  operation: ContractOperation,
  body: Record<string, unknown>,
  failing: readonly string[],
): string {
  const rule = operation.invalidRequestMessages.find(({ fields, when }) =>
    fields.some((field) => {
      if (when === 'empty') return isEmpty(body, field);
      if (when === 'too-long') return isTooLong(operation, body, field);
      return failing.includes(field);
    }),
  );
  return rule?.message ?? messages.invalidRequest;
}

/**
 * The message the contract gives when `field` of `operationId` is invalid in the way `when` says: for
 * code that answers it itself and for tests, which so never restate the text.
 */
export function invalidFieldMessage(
  operationId: (typeof CONTRACT_OPERATIONS)[number]['operationId'],
  field: string,
  when: InvalidRequestMessage['when'] = 'invalid',
): string {
  const operation = CONTRACT_OPERATIONS.find((candidate) => candidate.operationId === operationId);
  const rule = operation?.invalidRequestMessages.find(
    (candidate) => candidate.when === when && (candidate.fields as readonly string[]).includes(field),
  );
  // A test or handler asking for a message the contract does not give is a bug: fail loudly.
  if (!rule) throw new Error(`openapi/portal.yaml gives ${operationId} no ${when} message for ${field}`);
  return rule.message;
}
