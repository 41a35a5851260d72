#!/usr/bin/env node
/**
 * `node scripts/test/contract-proxy.mjs --port <p> --upstream <url> --log <file>`: a validating proxy
 * for the production build's browser tests, between nginx's `/api/` and the mock server. It forwards
 * every request and answer byte for byte and checks each against openapi/portal.yaml with the
 * conformance kit's contract model (conformance/contract.mjs: Ajv over the contract): the request is
 * one of its operations, with a body its schema accepts (JSON) or the parts it names (multipart); the
 * answer has a declared status, Content-Type, headers and body. Each violation is one line in the log
 * (`VIOLATION ...`), which e2e/support/contract-proxy.ts turns into a failed test. It never answers in
 * the server's place (docs/decisions/contract-proxy.md says why this and not Prism).
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { parseArgs } from 'node:util';
import { conformsToContract, operationAt, validatorOf, ajv } from '../../conformance/contract.mjs';

const { values: args } = parseArgs({
  options: { port: { type: 'string' }, upstream: { type: 'string' }, log: { type: 'string' } },
});
const port = Number(args.port);
const upstream = new URL(args.upstream);
const log = args.log;
writeFileSync(log, '');

const violation = (what) => appendFileSync(log, `VIOLATION ${what}\n`);

function readAll(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** The request's problems with its operation's request body, as text ('' when none). */
async function requestProblems(operation, headers, body) {
  const content = operation.requestBody?.content;
  if (!content) return '';
  const mediaType = (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const media = content[mediaType];
  if (!media) return `Content-Type "${headers['content-type'] ?? ''}" is not one of ${Object.keys(content).join(', ')}`;
  if (mediaType === 'application/json') {
    let value;
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch {
      return 'the body is not JSON';
    }
    const validate = validatorOf(media.schema);
    return validate(value) ? '' : ajv.errorsText(validate.errors);
  }
  // multipart/form-data: the parts it names, each file with a type.
  const form = await new Request('http://proxy/', { method: 'POST', headers, body }).formData();
  const known = Object.keys(media.schema.properties ?? {});
  const problems = [...form.keys()].filter((name) => !known.includes(name)).map((name) => `unknown part ${name}`);
  for (const name of media.schema.required ?? []) if (!form.has(name)) problems.push(`no ${name} part`);
  return problems.join('; ');
}

const proxy = createServer(async (incoming, outgoing) => {
  const body = await readAll(incoming);
  const path = new URL(incoming.url ?? '/', 'http://proxy').pathname;
  const call = `${incoming.method} ${path}`;
  const operation = operationAt(incoming.method ?? 'GET', path);
  if (!operation && incoming.method !== 'OPTIONS') violation(`${call}: no operation of the contract`);
  else if (operation) {
    const problems = await requestProblems(operation, incoming.headers, body).catch((error) => String(error));
    if (problems) violation(`${call}: the request: ${problems}`);
  }
  const upstreamRequest = forward(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
    },
    async (answer) => {
      const answerBody = await readAll(answer);
      if (operation) {
        const contentType = answer.headers['content-type'] ?? '';
        try {
          const json = /json/.test(contentType) ? JSON.parse(answerBody.toString('utf8')) : undefined;
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) headers.set(name, [].concat(value).join(', '));
          conformsToContract(operation, { status: answer.statusCode, headers, body: json }, contentType);
        } catch (error) {
          violation(`${call}: the answer: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      outgoing.end(answerBody);
    },
  );
  upstreamRequest.on('error', () => {
    // The mock server dropped the connection (its network-error fault): so does the proxy.
    incoming.socket.destroy();
  });
  upstreamRequest.end(body);
});
proxy.listen(port, '127.0.0.1', () => {
  // Port 0 takes a free one: the line says which.
  console.log(`contract-proxy: http://127.0.0.1:${proxy.address().port} -> ${upstream.href}`);
});
