export declare const MOCK_OPERATIONS_OUTPUT: string;
export declare const API_OPERATIONS_OUTPUT: string;
export declare function generateOperations(contracts?: {
  portalYaml?: string;
  reportYaml?: string;
}): Promise<Record<string, string>>;
