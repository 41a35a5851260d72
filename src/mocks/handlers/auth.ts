/** Sign-in, tokens and the cookie session: login, get-token, get-session, auth-user-session, logout. */
import { config } from '@/config';
import { writeMockDb, readMockDb } from '../db';
import { messages, REMEMBERED_SIGN_IN_MS, SESSION_COOKIE, SHORT_SIGN_IN_MS } from '../lib/constants';
import { clearCookieHeader, setCookieHeader } from '../lib/cookies';
import { randomHex, verifyPassword } from '../lib/crypto';
import { signAccessToken } from '../lib/jwt';
import { readJsonObject, stringField } from '../lib/request';
import { dropEndedSessions, findUserByLogin, identifyCaller, sessionFromCookie, userInfoOf } from '../lib/session';
import { withFault } from '../scenarios/faults';
import { apiHttp } from './http';

export const authHandlers = [
  apiHttp.post(
    '/{provider}/login',
    withFault('login', async ({ request, params, response }) => {
      if (params.provider !== config.authProvider) {
        return response(404).json({ errorReponse: messages.unknownProvider });
      }
      const body = await readJsonObject(request);
      const username = stringField(body, 'username').trim();
      const password = stringField(body, 'password');
      if (!username || !password) return response(400).json({ errorReponse: messages.loginMissingFields });
      const rememberMe = body?.rememberMe === true;

      return writeMockDb(async (db) => {
        const user = findUserByLogin(db, username);
        if (!user || !(await verifyPassword(password, user))) {
          return response(401).json({ errorReponse: messages.loginInvalid });
        }
        dropEndedSessions(db);
        const now = Date.now();
        const lifetime = rememberMe ? REMEMBERED_SIGN_IN_MS : SHORT_SIGN_IN_MS;
        const session = {
          id: randomHex(16),
          userId: user.id,
          createdAt: now,
          expiresAt: now + lifetime,
          persistent: rememberMe,
        };
        db.sessions.push(session);
        const accessToken = await signAccessToken(user, session.expiresAt);
        const cookie = setCookieHeader(SESSION_COOKIE, session.id, {
          sameSite: 'Lax',
          // Remember-me: a persistent cookie; otherwise a browser-session cookie.
          ...(rememberMe ? { maxAge: REMEMBERED_SIGN_IN_MS / 1000 } : {}),
        });
        return response(200).json({ accessToken }, { headers: { 'Set-Cookie': cookie } });
      });
    }),
  ),

  apiHttp.post(
    '/get-token',
    withFault('getToken', async ({ request, cookies, response }) => {
      const answer = await readMockDb(async (db) => {
        const caller = await identifyCaller(db, request, cookies);
        // Keeps the sign-in's expiry: a refresh never extends a sign-in.
        return caller ? { accessToken: await signAccessToken(caller.user, caller.expiresAtMs) } : null;
      });
      return answer ? response(200).json(answer) : response(401).json({ message: messages.notLoggedIn });
    }),
  ),

  apiHttp.post(
    '/get-session',
    withFault('getSession', async ({ request, cookies, response }) => {
      const caller = await readMockDb((db) => identifyCaller(db, request, cookies));
      return caller
        ? response(200).json({ userInfo: userInfoOf(caller.user) })
        : response(401).json({ message: messages.notLoggedIn });
    }),
  ),

  apiHttp.post(
    '/auth-user-session',
    withFault('authUserSession', async ({ cookies, response }) => {
      const user = await readMockDb((db) => {
        const session = sessionFromCookie(db, cookies);
        return session ? db.users.find((candidate) => candidate.id === session.userId) : undefined;
      });
      return user
        ? response(200).json({ status: 200, data: { userInfo: userInfoOf(user) } })
        : response(401).json({ status: 401, message: messages.notLoggedIn });
    }),
  ),

  apiHttp.post(
    '/user-session-logout',
    withFault('userSessionLogout', async ({ request, cookies, response }) => {
      if (!(await readJsonObject(request))) return response(400).json({ status: 400, message: messages.invalidBody });
      const sessionId = cookies[SESSION_COOKIE];
      await writeMockDb((db) => {
        db.sessions = db.sessions.filter((session) => session.id !== sessionId);
        dropEndedSessions(db);
      });
      return response(200).json(
        { status: 200, message: messages.loggedOut },
        { headers: { 'Set-Cookie': clearCookieHeader(SESSION_COOKIE, 'Lax') } },
      );
    }),
  ),
];
