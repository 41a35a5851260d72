import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { server } from '@/mocks/node';
import { apiClient, SESSION_TOKEN_FIELD, unwrap } from './client';

const checkSession = () =>
  unwrap(apiClient.POST('/auth-user-session', { body: { session_token: SESSION_TOKEN_FIELD } }));
const sessionUrl = `${config.apiBaseUrl}/auth-user-session`;

describe('the API client deadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts a call that gets no answer, so a late answer changes nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let requestSignal: AbortSignal | undefined;
    server.use(
      http.post(`*${sessionUrl}`, async ({ request }) => {
        requestSignal = request.signal;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const call = checkSession();
    const outcome = expect(call).rejects.toMatchObject({ status: 0, reason: 'timeout' });
    await vi.waitFor(() => expect(requestSignal).toBeDefined());
    expect(requestSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(config.apiTimeoutMs);
    await outcome;
    expect(requestSignal?.aborted).toBe(true);
  });

  it('fails a call whose headers came but whose body stalls', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answered = false;
    server.use(
      http.post(`*${sessionUrl}`, () => {
        answered = true;
        const stalled = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"status": 200, "data": '));
          },
        });
        return new HttpResponse(stalled, { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const call = checkSession();
    const outcome = expect(call).rejects.toMatchObject({ status: 0, reason: 'timeout' });
    await vi.waitFor(() => expect(answered).toBe(true));
    await vi.advanceTimersByTimeAsync(config.apiTimeoutMs);
    await outcome;
  });

  it('answers in time as before', async () => {
    await expect(checkSession()).rejects.toMatchObject({ status: 401 });
  });
});
