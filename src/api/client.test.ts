import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { server } from '@/mocks/node';
import { apiClient, type ApiSessionHooks, SESSION_TOKEN_FIELD, setApiSessionHooks, unwrap } from './client';

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

describe('a 401 and the session', () => {
  const onSessionRejected = vi.fn();
  let previousHooks: ApiSessionHooks | undefined;
  const answer401 = () => HttpResponse.json({ status: 401, code: 'UNAUTHENTICATED', message: 'x' }, { status: 401 });

  afterEach(() => {
    onSessionRejected.mockReset();
    if (previousHooks) setApiSessionHooks(previousHooks);
  });

  it("ends the session when a call that needs it is refused (the contract's security names the bearer token)", async () => {
    previousHooks = setApiSessionHooks({ getAccessToken: () => 'stale', onSessionRejected });
    server.use(http.post(`*${config.apiBaseUrl}/get-session`, answer401));
    await expect(
      unwrap(apiClient.POST('/get-session', { body: { session_token: SESSION_TOKEN_FIELD } })),
    ).rejects.toMatchObject({ status: 401 });
    expect(onSessionRejected).toHaveBeenCalledTimes(1);
  });

  it('keeps it when the 401 is an answer: a wrong password, a recovery step, the start-up check', async () => {
    previousHooks = setApiSessionHooks({ getAccessToken: () => 'stale', onSessionRejected });
    server.use(http.post('*', answer401), http.put('*', answer401));
    const calls = [
      apiClient.POST('/{provider}/login', {
        params: { path: { provider: 'portal' } },
        body: { username: 'javery', password: 'wrong', rememberMe: false },
      }),
      apiClient.POST('/forgot-password', { body: { username: 'javery' } }),
      apiClient.PUT('/forgot-password', {
        body: { newPassword: 'Evergreen_25', confirmPassword: 'Evergreen_25', email: 'jo*********@example.com' },
      }),
      apiClient.POST('/security-authentication', { body: { code: '123456' } }),
      apiClient.POST('/auth-user-session', { body: { session_token: SESSION_TOKEN_FIELD } }),
      apiClient.POST('/user-session-logout', { body: { session_token: SESSION_TOKEN_FIELD } }),
    ];
    for (const call of calls) expect((await call).response.status).toBe(401);
    expect(onSessionRejected).not.toHaveBeenCalled();
  });

  it('a call about to go with an expired bearer waits for its renewal and goes with the new one', async () => {
    let stored = 'expired';
    const renewExpiredToken = vi.fn(() => Promise.resolve().then(() => void (stored = 'renewed')));
    previousHooks = setApiSessionHooks({ getAccessToken: () => stored, onSessionRejected, renewExpiredToken });
    const sent: (string | null)[] = [];
    server.use(
      http.post(`*${config.apiBaseUrl}/get-session`, ({ request }) => {
        sent.push(request.headers.get('Authorization'));
        return request.headers.get('Authorization') === 'Bearer renewed' ? HttpResponse.json({}) : answer401();
      }),
    );
    await apiClient.POST('/get-session', { body: { session_token: SESSION_TOKEN_FIELD } });
    expect(sent).toEqual(['Bearer renewed']);
    expect(onSessionRejected).not.toHaveBeenCalled();
    // The renewal's own call waits for nothing (it would wait for itself).
    renewExpiredToken.mockClear();
    server.use(http.post(`*${config.apiBaseUrl}/get-token`, () => HttpResponse.json({})));
    await apiClient.POST('/get-token');
    expect(renewExpiredToken).not.toHaveBeenCalled();
  });
});
