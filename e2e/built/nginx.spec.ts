import { request as httpRequest } from 'node:http';
import { expect, test } from '../support/contract-proxy';
import { productionPort } from '../support/served-builds';

/** deploy/nginx.conf as served: what it refuses, asked over plain HTTP with the headers a client picks. */
function get(path: string, host = `localhost:${productionPort}`): Promise<{ status: number } | { closed: string }> {
  return new Promise((resolve) => {
    const call = httpRequest({ host: '127.0.0.1', port: productionPort, path, headers: { Host: host } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0 });
    });
    call.on('error', (error) => resolve({ closed: error.message }));
    call.end();
  });
}

test('the mock server test hooks are not reachable through the deployment', async () => {
  expect(await get('/api/__test/outbox?to=jordan.avery%40example.com')).toEqual({ status: 404 });
  expect(await get('/api/__test/reset')).toEqual({ status: 404 });
});

test('a request for another host name is closed without an answer (nothing forwards a client-chosen host)', async () => {
  expect(await get('/login')).toEqual({ status: 200 });
  expect(await get('/login', 'evil.example.com')).toHaveProperty('closed');
  expect(await get('/api/get-token', `evil.example.com:${productionPort}`)).toHaveProperty('closed');
});
