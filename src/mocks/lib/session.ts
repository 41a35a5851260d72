import type { components } from '@/api/schema.gen';
import type { MockDbState, MockSession, MockUser } from '../db/types';
import { REMEMBERED_IDLE_MS, SHORT_IDLE_MS } from './constants';
import { readCookie } from './cookies';
import { claimsOf, verifyAccessToken } from './jwt';
import { bearerTokenOf } from './request';

export type UserInfo = components['schemas']['UserInfo'];

/** Who is asking, in which session, and until when their sign-in lasts (epoch ms). */
export interface Caller {
  user: MockUser;
  session: MockSession;
  expiresAtMs: number;
  via: 'bearer' | 'cookie';
}

/** A user as the session calls answer it: the token's fields plus e-mail and phone (pictures on `publicBaseUrl`). */
export function userInfoOf(user: MockUser, publicBaseUrl: string): UserInfo {
  const { picture, ...claims } = claimsOf(user, publicBaseUrl);
  return { ...claims, email: user.email, phone: user.phone, picture };
}

/** Finds a user by username (exact) or e-mail (case-insensitive), ignoring surrounding white space. */
export function findUserByLogin(db: Readonly<MockDbState>, login: string): MockUser | undefined {
  const wanted = login.trim();
  if (!wanted) return undefined;
  return (
    db.users.find((user) => user.username === wanted) ??
    db.users.find((user) => user.email !== null && user.email.toLowerCase() === wanted.toLowerCase())
  );
}

/**
 * A session is live until it expires and until it has been idle (no call it authenticated) for 7 days
 * when remembered, 30 minutes otherwise (contract: "Sessions and revocation").
 */
export function isLive(session: MockSession, now = Date.now()): boolean {
  if (session.expiresAt <= now) return false;
  const idleLimit = session.persistent ? REMEMBERED_IDLE_MS : SHORT_IDLE_MS;
  return now - (session.lastSeenAt ?? session.createdAt) < idleLimit;
}

/** Records a call the session authenticated (call inside writeMockDb, on the draft's session). */
export function touchSession(session: MockSession): void {
  session.lastSeenAt = Date.now();
}

/** The live session named by the `oa_session` cookie, or null. */
export function sessionFromCookie(
  db: Readonly<MockDbState>,
  request: Request,
  cookies: Record<string, string>,
): MockSession | null {
  const id = readCookie(request, cookies, 'oa_session');
  if (!id) return null;
  const session = db.sessions.find((candidate) => candidate.id === id);
  return session && isLive(session) ? session : null;
}

/** The live session whose public id is `sid`, or null. */
export function sessionBySid(db: Readonly<MockDbState>, sid: string): MockSession | null {
  const session = db.sessions.find((candidate) => candidate.sid === sid);
  return session && isLive(session) ? session : null;
}

/**
 * The live session of a valid bearer token (signature, exp, and its `sid` not ended), or null;
 * with `expired`, of an authentic token whatever its `exp` (sign-out: contract, "Sessions").
 */
export async function sessionFromBearer(
  db: Readonly<MockDbState>,
  request: Request,
  { expired = false } = {},
): Promise<MockSession | null> {
  const token = bearerTokenOf(request);
  const claims = token ? await verifyAccessToken(token, { expired }) : null;
  const session = claims ? sessionBySid(db, claims.sid) : null;
  return session && claims && session.userId === claims.userId ? session : null;
}

/**
 * The signed-in caller: a valid bearer token (signature, exp, live session) wins; otherwise a live
 * `oa_session` cookie; otherwise null (answer 401).
 */
export async function identifyCaller(
  db: Readonly<MockDbState>,
  request: Request,
  cookies: Record<string, string>,
): Promise<Caller | null> {
  const bearerSession = await sessionFromBearer(db, request);
  const bearerUser = bearerSession && db.users.find((candidate) => candidate.id === bearerSession.userId);
  if (bearerSession && bearerUser) {
    return { user: bearerUser, session: bearerSession, expiresAtMs: bearerSession.expiresAt, via: 'bearer' };
  }
  const session = sessionFromCookie(db, request, cookies);
  const user = session ? db.users.find((candidate) => candidate.id === session.userId) : undefined;
  return session && user ? { user, session, expiresAtMs: session.expiresAt, via: 'cookie' } : null;
}

/** Drops sessions that have ended, so the stored state does not grow forever. */
export function dropEndedSessions(db: MockDbState): void {
  const now = Date.now();
  db.sessions = db.sessions.filter((session) => isLive(session, now));
}
