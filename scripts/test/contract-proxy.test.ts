import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';

/** What the upstream (standing in for the mock server) answers next, and what it received. */
let next = { status: 200, headers: {} as Record<string, string | string[]>, body: '' };
let received: { body: Buffer; headers: IncomingMessage['headers'] } | null = null;
let upstream: Server;
let proxy: ChildProcess;
let base = '';
const log = join(mkdtempSync(join(tmpdir(), 'contract-proxy-')), 'violations.log');
const violations = () => readFileSync(log, 'utf8').split('\n').filter(Boolean);

const json = (status: number, body: unknown) => ({
  status,
  headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  body: JSON.stringify(body),
});
const invalidCredentials = json(401, {
  status: 401,
  code: 'INVALID_CREDENTIALS',
  message: 'Invalid username or password',
  errorReponse: 'Invalid username or password',
});
const login = (body: unknown) =>
  fetch(`${base}/portal/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  // Real HTTP to real servers here: the unit tests' MSW (src/testing/setup.ts) steps aside for this file.
  server.close();
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received = { body: Buffer.concat(chunks), headers: request.headers };
      response.writeHead(next.status, next.headers);
      response.end(next.body);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamPort = (upstream.address() as AddressInfo).port;
  proxy = spawn(process.execPath, [
    'scripts/test/contract-proxy.mjs',
    '--port',
    '0',
    '--upstream',
    `http://127.0.0.1:${upstreamPort}`,
    '--log',
    log,
  ]);
  const started = await new Promise<string>((resolve) =>
    proxy.stdout!.once('data', (line: Buffer) => resolve(String(line))),
  );
  base = /http:\/\/127\.0\.0\.1:\d+/.exec(started)![0];
});

afterAll(() => {
  proxy.kill();
  upstream.close();
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  next = invalidCredentials;
  received = null;
});

describe('the validating proxy of the production build tests', () => {
  it('passes a call and an answer the contract allows, logging nothing', async () => {
    const before = violations().length;
    const answer = await login({ username: 'javery', password: 'wrong', rememberMe: false });
    expect(answer.status).toBe(401);
    expect(violations()).toHaveLength(before);
  });

  it('logs a path the contract does not have, a request body it refuses and an answer off it', async () => {
    await fetch(`${base}/no-such-operation`);
    await login({ username: '   ', password: 'x', rememberMe: false });
    next = json(200, { token: 'not the contract' });
    await login({ username: 'javery', password: 'Portal#2024', rememberMe: false });
    expect(violations().slice(-3)).toEqual([
      expect.stringMatching(/^VIOLATION GET \/no-such-operation: no operation of the contract$/),
      expect.stringMatching(/^VIOLATION POST \/portal\/login: the request: .*username/),
      expect.stringMatching(/^VIOLATION POST \/portal\/login: the answer: .*accessToken/),
    ]);
  });

  it('forwards bodies and every Set-Cookie byte for byte', async () => {
    next = { ...invalidCredentials, headers: { ...invalidCredentials.headers, 'Set-Cookie': ['a=1', 'b=2'] } };
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255])], { type: 'image/png' }), 'a.png');
    const sent = new Request(`${base}/upload-profile-picture`, { method: 'POST', body: form });
    const bytes = Buffer.from(await sent.clone().arrayBuffer());
    const answer = await fetch(sent);
    expect(received!.body.equals(bytes)).toBe(true);
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });
});
