/** Sign-in, tokens and the session: login, get-token, get-session, auth-user-session, logout. */
import { config } from '@/config';
import { writeMockDb } from '../db';
import { clientScopes } from '../lib/client-scopes';
import {
  CLIENT_SIGN_IN_FAILURES,
  messages,
  REMEMBERED_SIGN_IN_MS,
  SHORT_SIGN_IN_MS,
  TOKEN_RENEWAL_WINDOW_MS,
  TOKEN_RENEWALS_PER_WINDOW,
} from '../lib/constants';
import { clearCookieHeader, setCookieHeader } from '../lib/cookies';
import { dummyCredentials, randomHex, verifyPassword } from '../lib/crypto';
import { type ContractOperationId, errorResponse } from '../lib/errors';
import { signAccessToken } from '../lib/jwt';
import {
  dropEndedSessions,
  findUserByLogin,
  identifyCaller,
  sessionFromBearer,
  sessionFromCookie,
  touchSession,
  userInfoOf,
} from '../lib/session';
import { clientAddressOf } from '../lib/request';
import {
  clearFailures,
  clientSignInThrottleKey,
  firstClientFailureOn,
  lockedForMs,
  recordSignInFailure,
  signInThrottleKey,
} from '../lib/throttle';
import { withFault } from '../scenarios/faults';
import { apiHttp, publicApiBaseUrl } from './http';

const notSignedIn = (operationId: ContractOperationId) =>
  errorResponse(operationId, 401, 'UNAUTHENTICATED', messages.notLoggedIn);

export const authHandlers = [
  apiHttp.post(
    '/{provider}/login',
    withFault('login', async ({ request, params, response }) => {
      if (params.provider !== config.authProvider) {
        return errorResponse('login', 404, 'UNKNOWN_PROVIDER', messages.unknownProvider);
      }
      // The request gate has checked the body against LoginRequest.
      const body = await request.clone().json();
      const username = body.username.trim();

      return writeMockDb(async (db) => {
        // One timestamp per sign-in: the token's iat and exp and the session's times all come from it.
        const now = Date.now();
        const user = findUserByLogin(db, username);
        // Failures count per account (username and e-mail together), or per identifier when it names
        // none, so the answer never tells which exist.
        const throttleKey = signInThrottleKey(user, username);
        // ...and per client across every identifier, against spraying one password over many accounts.
        // An IPv6 client counts as its /64 and as its /48 (lib/client-scopes.ts).
        const clientKeys = clientScopes(clientAddressOf(request)).map(({ key, factor }) => ({
          key: clientSignInThrottleKey(key),
          threshold: CLIENT_SIGN_IN_FAILURES * factor,
        }));
        const wait = Math.max(lockedForMs(db, throttleKey), ...clientKeys.map(({ key }) => lockedForMs(db, key)));
        if (wait > 0) {
          return errorResponse('login', 429, 'TOO_MANY_ATTEMPTS', messages.loginThrottled, {
            retryAfterSeconds: wait / 1000,
          });
        }
        // An unknown identifier is checked against a dummy hash: the same work, so timing tells nothing.
        const passwordMatches = await verifyPassword(body.password, user ?? (await dummyCredentials()));
        if (!user || !passwordMatches) {
          // A growing delay, not a lock: from the 5th failure in a row the next attempt waits 30 s, then 60 s...
          recordSignInFailure(db, throttleKey, 'account');
          // The client counts ACCOUNTS (or identifiers) it failed on in the last hour, not attempts.
          for (const { key, threshold } of clientKeys) {
            if (firstClientFailureOn(db, key, throttleKey)) recordSignInFailure(db, key, 'client', threshold);
          }
          return errorResponse('login', 401, 'INVALID_CREDENTIALS', messages.loginInvalid);
        }
        clearFailures(db, throttleKey);
        dropEndedSessions(db);
        const lifetime = body.rememberMe ? REMEMBERED_SIGN_IN_MS : SHORT_SIGN_IN_MS;
        const session = {
          id: randomHex(16),
          sid: randomHex(16),
          userId: user.id,
          createdAt: now,
          expiresAt: now + lifetime,
          persistent: body.rememberMe,
          lastSeenAt: now,
        };
        db.sessions.push(session);
        const accessToken = await signAccessToken(user, publicApiBaseUrl(request), session.sid, session.expiresAt, now);
        const cookie = setCookieHeader(request, 'oa_session', session.id, {
          sameSite: 'Lax',
          // Remember-me: a persistent cookie; otherwise a browser-session cookie.
          ...(body.rememberMe ? { maxAge: REMEMBERED_SIGN_IN_MS / 1000 } : {}),
        });
        return response(200).json({ accessToken }, { headers: { 'Set-Cookie': cookie } });
      });
    }),
  ),

  apiHttp.post(
    '/get-token',
    withFault('getToken', async ({ request, cookies, response }) => {
      const answer = await writeMockDb(async (db) => {
        // The cookie only: a bearer cannot renew itself (R7). And no touch: a renewal is not use, so
        // the idle time keeps running in a tab nobody works in.
        const session = sessionFromCookie(db, request, cookies);
        const user = session && db.users.find((candidate) => candidate.id === session.userId);
        if (!session || !user) return null;
        const now = Date.now();
        const recent = (session.renewedAt ?? []).filter((at) => now - at < TOKEN_RENEWAL_WINDOW_MS);
        const [oldest] = recent;
        if (oldest !== undefined && recent.length >= TOKEN_RENEWALS_PER_WINDOW) {
          session.renewedAt = recent;
          return { retryAfterMs: oldest + TOKEN_RENEWAL_WINDOW_MS - now };
        }
        session.renewedAt = [...recent, now];
        // A new 15-minute token of the same session, never past the session's end, so a renewal never
        // extends a sign-in.
        return {
          accessToken: await signAccessToken(user, publicApiBaseUrl(request), session.sid, session.expiresAt, now),
        };
      });
      if (!answer) return notSignedIn('getToken');
      if (answer.accessToken !== undefined) return response(200).json({ accessToken: answer.accessToken });
      return errorResponse('getToken', 429, 'TOO_MANY_ATTEMPTS', messages.renewalsThrottled, {
        retryAfterSeconds: (answer.retryAfterMs ?? 0) / 1000,
      });
    }),
  ),

  apiHttp.post(
    '/get-session',
    withFault('getSession', async ({ request, cookies, response }) => {
      const caller = await writeMockDb(async (db) => {
        const found = await identifyCaller(db, request, cookies);
        if (found) touchSession(found.session);
        return found;
      });
      return caller
        ? response(200).json({ userInfo: userInfoOf(caller.user, publicApiBaseUrl(request)) })
        : notSignedIn('getSession');
    }),
  ),

  apiHttp.post(
    '/auth-user-session',
    withFault('authUserSession', async ({ request, cookies, response }) => {
      const user = await writeMockDb((db) => {
        const session = sessionFromCookie(db, request, cookies);
        if (session) touchSession(session);
        return session ? db.users.find((candidate) => candidate.id === session.userId) : undefined;
      });
      return user
        ? response(200).json({ status: 200, data: { userInfo: userInfoOf(user, publicApiBaseUrl(request)) } })
        : notSignedIn('authUserSession');
    }),
  ),

  apiHttp.post(
    '/user-session-logout',
    withFault('userSessionLogout', async ({ request, cookies, response }) => {
      await writeMockDb(async (db) => {
        // Ends the cookie's session and the bearer token's, expired or not (the portal's stored token
        // is usually past its 15 minutes): their tokens are refused from now on.
        const ended = [
          sessionFromCookie(db, request, cookies)?.id,
          (await sessionFromBearer(db, request, { expired: true }))?.id,
        ];
        db.sessions = db.sessions.filter((session) => !ended.includes(session.id));
        dropEndedSessions(db);
      });
      return response(200).json(
        { status: 200, message: messages.loggedOut },
        { headers: { 'Set-Cookie': clearCookieHeader(request, 'oa_session', 'Lax') } },
      );
    }),
  ),
];
