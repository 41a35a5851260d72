/** The shapes of the generated operations.gen.ts (scripts/generate/gen-operations.mjs). */

/** One rule of an operation's `x-invalid-request-messages`: the message of an invalid request. */
export interface InvalidRequestMessage {
  /** The rule applies when one of these fields... */
  fields: readonly string[];
  /** ...fails the schema for any reason, is missing, null or empty, or is longer than its maxLength. */
  when: 'invalid' | 'empty' | 'too-long';
  message: string;
}

/** One operation of openapi/portal.yaml as the mock needs it. */
export interface ContractOperation {
  operationId: string;
  /** `x-label`: the short name the mock tools list it under. */
  label: string;
  method: string;
  /** The path template, e.g. `/{provider}/login`. */
  path: string;
  /** The field its error answers carry besides `message` (from the error schemas), or null. */
  legacyErrorField: 'errorReponse' | 'errorResponse' | 'data' | null;
  /** In order: the first rule that matches gives the message of a 400 `INVALID_REQUEST`. */
  invalidRequestMessages: readonly InvalidRequestMessage[];
  /** The request body, or null when the operation takes none. */
  body: { required: boolean; mediaType: string; schema: object } | null;
  /** The schema of each path parameter (`{provider}`, `{reportId}`...), by name. */
  pathParameters: Readonly<Record<string, object>>;
}

/** One operation of openapi/powerbi-reports.yaml (Microsoft's report lookup). */
export type ReportServiceOperation = Pick<ContractOperation, 'operationId' | 'label' | 'method' | 'path'>;
