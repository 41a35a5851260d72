/**
 * Declares the `x-` extensions of the contracts to Redocly (`npm run lint:api`, the `struct` rule of
 * `recommended`), so a misspelt condition, a message that is not a string or a field list that is not
 * a list fails the lint instead of being ignored as an unknown extension. What each one means is in
 * openapi/portal.yaml ("Extensions"); scripts/generate/gen-operations.mjs reads them and also requires them.
 */
export default function contractExtensions() {
  return {
    id: 'contract-extensions',
    typeExtension: {
      oas3(types) {
        return {
          ...types,
          InvalidRequestMessage: {
            properties: {
              fields: { type: 'array', items: { type: 'string' } },
              when: { enum: ['empty', 'too-long'] },
              message: { type: 'string' },
            },
            required: ['fields', 'message'],
          },
          InvalidRequestMessageList: {
            name: 'InvalidRequestMessageList',
            properties: {},
            items: 'InvalidRequestMessage',
          },
          Operation: {
            ...types.Operation,
            properties: {
              ...types.Operation.properties,
              'x-label': { type: 'string' },
              'x-invalid-request-messages': 'InvalidRequestMessageList',
            },
          },
        };
      },
    },
  };
}
