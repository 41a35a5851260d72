/** One operation of openapi/portal.yaml as the request gate needs it (see operations.gen.ts). */
export interface ContractOperation {
  operationId: string;
  method: string;
  /** The path template, e.g. `/{provider}/login`. */
  path: string;
  /** The request body, or null when the operation takes none. */
  body: { required: boolean; mediaType: string; schema: object } | null;
}
