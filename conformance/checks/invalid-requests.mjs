// The conformance checks of every operation with a body: negatives generated from its schema, messages.
import process from 'node:process';
import fc from 'fast-check';
import {
  Client,
  PNG_1PX,
  loginBody,
  check,
  exampleBody,
  expect,
  expectEqual,
  operations,
  options,
  pictureForm,
  signIn,
  validatorOf,
} from '../kit.mjs';

// ---- negative inputs generated from each request schema
async function expectRefused(client, operationId, request, what) {
  const answer = await client.call(operationId, request);
  expect(answer.status >= 400 && answer.status < 500, `${what} answered ${answer.status}, not a 4xx`);
  return answer;
}
const negativeClient = await signIn().catch(() => new Client());
for (const [operationId, operation] of operations) {
  const media = operation.requestBody?.content?.['application/json'];
  if (!media) continue; // no JSON body: the multipart upload has its own checks below
  const schema = media.schema;
  const cases = [];
  for (const field of schema.required ?? []) {
    cases.push([
      `without ${field}`,
      () => {
        const body = Object.fromEntries(Object.entries(exampleBody(operationId)).filter(([name]) => name !== field));
        return { body };
      },
    ]);
  }
  if (schema.additionalProperties === false) {
    cases.push(['an unknown field', () => ({ body: { ...exampleBody(operationId), unexpectedField: 'x' } })]);
  }
  cases.push(['a body that is not JSON', () => ({ raw: { body: '{"not json', contentType: 'application/json' } })]);
  cases.push([
    'a text/plain body',
    () => ({ raw: { body: JSON.stringify(exampleBody(operationId)), contentType: 'text/plain' } }),
  ]);
  for (const [what, makeRequest] of cases) {
    await check(`invalid request: ${operationId} ${what} answers a declared 4xx`, async () => {
      const answer = await expectRefused(negativeClient, operationId, makeRequest(), what);
      if (answer.status === 400) expectEqual(answer.body.code, 'INVALID_REQUEST', 'code');
      if (answer.status === 400 && !what.includes('JSON') && !what.includes('text/plain')) {
        expect(Array.isArray(answer.body.errors) && answer.body.errors.length > 0, 'no failing fields listed');
      }
    });
  }
}
/**
 * Property-based negatives (fast-check): for every field of every JSON request, values drawn at random
 * (any JSON value, strings around the field's lengths, blank strings, numbers) that the field's schema
 * refuses (type, length, pattern, enum, range: Ajv, from the contract, decides) are each answered 400
 * `INVALID_REQUEST` listing that field. A failure prints the value and the seed that reproduce it
 * (`FC_SEED=<seed>`).
 */
const PROPERTY_RUNS = 12;
const propertySeed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
function candidateValues(property) {
  const longest = (property.maxLength ?? 40) + 3;
  return fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.string({ maxLength: longest }),
    fc.string({ minLength: Math.max((property.minLength ?? 1) - 1, 0), maxLength: longest, unit: 'grapheme-ascii' }),
    fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 3 }),
    fc.integer(),
    fc.double({ noNaN: true }),
  );
}
for (const [operationId, operation] of operations) {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema) continue;
  const validate = validatorOf(schema);
  for (const field of Object.keys(schema.properties ?? {})) {
    await check(
      `invalid request: ${operationId} refuses every value of ${field} its schema refuses (property-based)`,
      async () => {
        // Judged as sent: JSON turns Infinity into null, which a nullable field accepts.
        const refused = candidateValues(schema.properties[field])
          .map((value) => JSON.parse(JSON.stringify(value)))
          .filter((value) => !validate({ ...exampleBody(operationId), [field]: value }));
        await fc.assert(
          fc.asyncProperty(refused, async (value) => {
            const answer = await negativeClient.call(operationId, {
              body: { ...exampleBody(operationId), [field]: value },
            });
            expectEqual(
              [answer.status, answer.body?.code],
              [400, 'INVALID_REQUEST'],
              `${field} = ${JSON.stringify(value)}`,
            );
            const named = answer.body.errors?.some(
              (error) => error.field === field || error.field.startsWith(`${field}.`),
            );
            expect(named, `${field} = ${JSON.stringify(value)}: the errors do not name ${field}`);
          }),
          { numRuns: PROPERTY_RUNS, seed: propertySeed },
        );
      },
    );
  }
}
await check('invalid request: uploadProfilePicture without an image part answers 400 with data null', async () => {
  const form = new FormData();
  form.append('session_token', 'oa_user_info');
  const answer = await expectRefused(negativeClient, 'uploadProfilePicture', { form }, 'no image');
  expectEqual(answer.body.data, null, 'data');
});
await check('invalid request: uploadProfilePicture with an unknown part answers a declared 4xx', async () => {
  const form = pictureForm(PNG_1PX, 'image/png');
  form.append('unexpectedPart', 'x');
  await expectRefused(negativeClient, 'uploadProfilePicture', { form }, 'an unknown part');
});
await check('invalid request: uploadProfilePicture with an empty file answers a declared 4xx', async () => {
  await expectRefused(
    negativeClient,
    'uploadProfilePicture',
    { form: pictureForm(Buffer.alloc(0), 'image/png') },
    'empty',
  );
});
await check('invalid request: uploadProfilePicture with the image as a text field answers a declared 4xx', async () => {
  const form = new FormData();
  form.append('image', 'not a file');
  await expectRefused(negativeClient, 'uploadProfilePicture', { form }, 'a text image');
});
await check('invalid request: uploadProfilePicture as JSON answers a declared 4xx', async () => {
  await expectRefused(negativeClient, 'uploadProfilePicture', { body: { image: 'x' } }, 'JSON upload');
});
await check(
  'invalid request: the message is the table\'s row for the failing field, else "Invalid request"',
  async () => {
    const cases = [
      ['login', { body: { ...loginBody(), password: 12345 } }, 'Username and password are required', 'errorReponse'],
      [
        'updateProfile',
        { body: { ...exampleBody('updateProfile'), fname: 'N'.repeat(51) } },
        'First name and last name must be at most 50 characters',
      ],
      [
        'updateProfile',
        { body: { ...exampleBody('updateProfile'), lname: ' ' } },
        'First name and last name are required',
      ],
      ['uploadProfilePicture', { body: { image: 'x' } }, 'Invalid request', 'data'],
      ['verifyRecoveryCode', { body: { code: '1234567' } }, 'Please enter valid code to proceed'],
      ['logActivity', { body: { ...exampleBody('logActivity'), device: 'D'.repeat(51) } }, 'Invalid request'],
      ['getSession', { body: { session_token: 7 } }, 'Invalid request'],
      [
        'changePassword',
        { body: { ...exampleBody('changePassword'), oldPassword: 7 } },
        'Invalid request',
        'errorResponse',
      ],
    ];
    for (const [operationId, request, message, legacy] of cases) {
      const answer = await negativeClient.call(operationId, request);
      const what = `${operationId} ${JSON.stringify(request.body).slice(0, 60)}`;
      expectEqual([answer.status, answer.body.code, answer.body.message], [400, 'INVALID_REQUEST', message], what);
      if (legacy === 'data') expectEqual(answer.body.data, null, `${what}: data`);
      else if (legacy) expectEqual(answer.body[legacy], message, `${what}: ${legacy}`);
    }
  },
);
await check('invalid request: a field is named a.0 inside an array, a path parameter by its name', async () => {
  const reportId = options.reportIds[0];
  const item = await negativeClient.call('reorderSavedViews', { params: { reportId }, body: { viewIds: ['no'] } });
  expectEqual([item.status, item.body.code], [400, 'INVALID_REQUEST'], 'an ill-formed view id');
  expectEqual(
    item.body.errors.map((error) => error.field),
    ['viewIds.0'],
    "the failing field's name",
  );
  const path = await negativeClient.call('listSavedViews', { params: { reportId: 'not-a-guid' } });
  expectEqual(
    [path.status, path.body.errors.map((error) => error.field)],
    [400, ['reportId']],
    'an ill-formed report id',
  );
});
