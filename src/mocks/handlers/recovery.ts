/**
 * Password recovery: send (or resend) a one-time code by e-mail, verify it, set the new password.
 * A recovery belongs to the client holding its `oa_recovery` cookie: only that cookie resends,
 * verifies or resets it; a request without it starts a new, independent recovery (throttled per
 * account) and never learns or touches another one. All times come from Date.now(), so tests can
 * move the clock.
 */
import { writeMockDb } from '../db';
import type { MockDbState, MockRecovery, MockUser } from '../db/types';
import {
  messages,
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODE_TTL_MS,
  RECOVERY_COOKIE,
  RECOVERY_COOKIE_MAX_AGE_S,
  RECOVERY_MAX_ATTEMPTS,
  RECOVERY_MAX_RESENDS,
  RECOVERY_MAX_STARTS_PER_HOUR,
  RECOVERY_RESEND_INTERVAL_MS,
  RECOVERY_START_WINDOW_MS,
  RECOVERY_VERIFIED_TTL_MS,
} from '../lib/constants';
import { clearCookieHeader, setCookieHeader } from '../lib/cookies';
import { createPasswordHash, randomHex, randomNumericCode, safeEqual } from '../lib/crypto';
import { errorResponse } from '../lib/errors';
import { maskEmail } from '../lib/mask-email';
import { findUserByLogin } from '../lib/session';
import { passwordThrottleKey, signInThrottleKey } from '../lib/throttle';
import { withFault } from '../scenarios/faults';
import { apiHttp } from './http';

/** The mock inbox keeps this many e-mails. */
const INBOX_LIMIT = 100;

/** A recovery whose code still works: not expired, locked or completed. Only its own cookie may resend it. */
function isActive(recovery: MockRecovery, now: number): boolean {
  return !recovery.locked && recovery.completedAt === null && now < recovery.expiresAt;
}

function sendCodeEmail(db: MockDbState, user: MockUser & { email: string }, code: string, now: number): void {
  db.inbox.push({
    id: randomHex(8),
    to: user.email,
    subject: 'Your password reset code',
    body:
      `Hello ${user.fname},\n\n` +
      `Your verification code is ${code}. It expires in 10 minutes.\n\n` +
      'If you did not ask to reset your password, you can ignore this e-mail.',
    code,
    sentAt: new Date(now).toISOString(),
  });
  if (db.inbox.length > INBOX_LIMIT) db.inbox.splice(0, db.inbox.length - INBOX_LIMIT);
}

function recoveryCookie(recovery: MockRecovery): string {
  return setCookieHeader(RECOVERY_COOKIE, recovery.id, { sameSite: 'Strict', maxAge: RECOVERY_COOKIE_MAX_AGE_S });
}

function recoveryOf(db: MockDbState, cookies: Record<string, string>): MockRecovery | undefined {
  const id = cookies[RECOVERY_COOKIE];
  return id ? db.recoveries.find((recovery) => recovery.id === id) : undefined;
}

/** Milliseconds until the account may start another recovery (0: now). Starts are counted over the last hour. */
function startWaitMs(db: Readonly<MockDbState>, userId: number, now: number): number {
  const recent = db.recoveries
    .filter((recovery) => recovery.userId === userId && now - recovery.startedAt < RECOVERY_START_WINDOW_MS)
    .map((recovery) => recovery.startedAt)
    .sort((a, b) => a - b);
  if (recent.length < RECOVERY_MAX_STARTS_PER_HOUR) return 0;
  return (recent[recent.length - RECOVERY_MAX_STARTS_PER_HOUR] ?? now) + RECOVERY_START_WINDOW_MS - now;
}

/** Recoveries older than the start window can no longer be used (their codes expired long ago). */
function dropOldRecoveries(db: MockDbState, now: number): void {
  db.recoveries = db.recoveries.filter((recovery) => now - recovery.startedAt < RECOVERY_START_WINDOW_MS);
}

export const recoveryHandlers = [
  apiHttp.post(
    '/forgot-password',
    withFault('requestPasswordRecovery', async ({ request, cookies, response }) => {
      // The request gate has checked the body against ForgotPasswordRequest.
      const { username } = (await request.clone().json()) as { username: string };

      return writeMockDb((db) => {
        const now = Date.now();
        dropOldRecoveries(db, now);
        const user = findUserByLogin(db, username);
        if (!user) return errorResponse(404, 'NOT_FOUND', messages.recoveryNotFound);
        const email = user.email;
        if (!email) return errorResponse(400, 'NO_EMAIL', messages.recoveryNoEmail);
        const own = recoveryOf(db, cookies);

        if (own && own.userId === user.id && isActive(own, now)) {
          // RESEND: only with this recovery's own cookie.
          if (own.resendCount >= RECOVERY_MAX_RESENDS) {
            return errorResponse(429, 'RESEND_LIMIT', messages.recoveryResendLimit, null, {
              retryAfterSeconds: (own.expiresAt - now) / 1000,
            });
          }
          if (now - own.sentAt < RECOVERY_RESEND_INTERVAL_MS) {
            return errorResponse(429, 'RESEND_TOO_EARLY', messages.recoveryResendTooEarly, null, {
              retryAfterSeconds: (own.sentAt + RECOVERY_RESEND_INTERVAL_MS - now) / 1000,
            });
          }
          const code = randomNumericCode(RECOVERY_CODE_LENGTH);
          // A resend clears the verification: the new code must be verified before a reset.
          Object.assign(own, {
            code,
            sentAt: now,
            expiresAt: now + RECOVERY_CODE_TTL_MS,
            resendCount: own.resendCount + 1,
            verifiedAt: null,
          });
          sendCodeEmail(db, { ...user, email }, code, now);
          return response(200).json({ status: 200, message: messages.recoveryCodeResent, email: own.maskedEmail });
        }

        // START: a new recovery, independent of any other client's, throttled per account.
        const wait = startWaitMs(db, user.id, now);
        if (wait > 0) {
          return errorResponse(429, 'RECOVERY_THROTTLED', messages.recoveryThrottled, null, {
            retryAfterSeconds: wait / 1000,
          });
        }
        const code = randomNumericCode(RECOVERY_CODE_LENGTH);
        const recovery: MockRecovery = {
          id: randomHex(16),
          userId: user.id,
          code,
          startedAt: now,
          sentAt: now,
          expiresAt: now + RECOVERY_CODE_TTL_MS,
          resendCount: 0,
          attemptsLeft: RECOVERY_MAX_ATTEMPTS,
          locked: false,
          verifiedAt: null,
          completedAt: null,
          maskedEmail: maskEmail(email),
        };
        db.recoveries.push(recovery);
        sendCodeEmail(db, { ...user, email }, code, now);
        return response(200).json(
          { status: 200, message: messages.recoveryCodeSent, email: recovery.maskedEmail },
          { headers: { 'Set-Cookie': recoveryCookie(recovery) } },
        );
      });
    }),
  ),

  apiHttp.post(
    '/security-authentication',
    withFault('verifyRecoveryCode', async ({ request, cookies, response }) => {
      const { code } = (await request.clone().json()) as { code: string };

      return writeMockDb((db) => {
        const now = Date.now();
        const recovery = recoveryOf(db, cookies);
        if (!recovery || recovery.completedAt !== null) {
          return errorResponse(403, 'NO_RECOVERY', messages.recoveryNoneInProgress);
        }
        const locked = () =>
          errorResponse(429, 'RECOVERY_LOCKED', messages.recoveryLocked, null, {
            extra: { attemptsLeft: 0 },
            retryAfterSeconds: startWaitMs(db, recovery.userId, now) / 1000,
          });
        if (recovery.locked) return locked();
        if (now >= recovery.expiresAt) return errorResponse(410, 'CODE_EXPIRED', messages.recoveryCodeExpired);
        if (!safeEqual(code, recovery.code)) {
          recovery.attemptsLeft = Math.max(0, recovery.attemptsLeft - 1);
          if (recovery.attemptsLeft === 0) {
            recovery.locked = true;
            return locked();
          }
          return errorResponse(400, 'CODE_INVALID', messages.recoveryCodeInvalid, null, {
            extra: { attemptsLeft: recovery.attemptsLeft },
          });
        }
        recovery.verifiedAt ??= now;
        return response(200).json({ status: 200, message: messages.recoveryCodeVerified });
      });
    }),
  ),

  apiHttp.put(
    '/forgot-password',
    withFault('resetForgottenPassword', async ({ request, cookies, response }) => {
      const body = (await request.clone().json()) as { newPassword: string; confirmPassword: string; email: string };
      const email = body.email.trim();

      return writeMockDb(async (db) => {
        const now = Date.now();
        const recovery = recoveryOf(db, cookies);
        if (!recovery || recovery.completedAt !== null) {
          return errorResponse(403, 'NO_RECOVERY', messages.recoveryNoneInProgress);
        }
        const user = db.users.find((candidate) => candidate.id === recovery.userId);
        if (
          !user ||
          recovery.locked ||
          recovery.verifiedAt === null ||
          now - recovery.verifiedAt >= RECOVERY_VERIFIED_TTL_MS
        ) {
          return errorResponse(403, 'NOT_VERIFIED', messages.recoveryNotVerified);
        }
        const emailMatches =
          email === recovery.maskedEmail || (user.email !== null && email.toLowerCase() === user.email.toLowerCase());
        if (!emailMatches) return errorResponse(400, 'EMAIL_MISMATCH', messages.recoveryEmailMismatch);
        if (body.newPassword !== body.confirmPassword) {
          return errorResponse(400, 'PASSWORD_MISMATCH', messages.passwordsDoNotMatch);
        }

        Object.assign(user, await createPasswordHash(body.newPassword));
        recovery.completedAt = now;
        // The account was recovered: every session of the user ends, cookies and tokens alike.
        db.sessions = db.sessions.filter((session) => session.userId !== user.id);
        // ...and its sign-in and change-password locks end: the owner proved control of the e-mail.
        const unlocked = [signInThrottleKey(user, user.username), passwordThrottleKey(user.id)];
        db.failures = db.failures.filter((entry) => !unlocked.includes(entry.key));
        return response(200).json(
          { status: 200, message: messages.recoveryPasswordCreated },
          { headers: { 'Set-Cookie': clearCookieHeader(RECOVERY_COOKIE, 'Strict') } },
        );
      });
    }),
  ),
];
