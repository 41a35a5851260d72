/**
 * Password recovery: send (or resend) a one-time code by e-mail, verify it, set the new password.
 * The recovery in progress is named by the `oa_recovery` cookie; all times come from Date.now(),
 * so tests can move the clock.
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
  RECOVERY_RESEND_INTERVAL_MS,
  RECOVERY_VERIFIED_TTL_MS,
} from '../lib/constants';
import { clearCookieHeader, setCookieHeader } from '../lib/cookies';
import { createPasswordHash, randomHex, randomNumericCode, safeEqual } from '../lib/crypto';
import { maskEmail } from '../lib/mask-email';
import { meetsPasswordPolicy } from '../lib/password-policy';
import { readJsonObject, stringField } from '../lib/request';
import { findUserByLogin } from '../lib/session';
import { withFault } from '../scenarios/faults';
import { apiHttp } from './http';

/** The mock inbox keeps this many e-mails. */
const INBOX_LIMIT = 100;

/** A recovery whose code still works: not expired, locked or completed. Sending again is a resend. */
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

export const recoveryHandlers = [
  apiHttp.post(
    '/forgot-password',
    withFault('requestPasswordRecovery', async ({ request, response }) => {
      const login = stringField(await readJsonObject(request), 'username').trim();
      if (!login) return response(400).json({ status: 400, message: messages.recoveryUsernameEmpty });

      return writeMockDb((db) => {
        const user = findUserByLogin(db, login);
        if (!user) return response(404).json({ status: 404, message: messages.recoveryNotFound });
        const email = user.email;
        if (!email) return response(400).json({ status: 400, message: messages.recoveryNoEmail });
        const now = Date.now();
        const code = randomNumericCode(RECOVERY_CODE_LENGTH);
        const active = db.recoveries.find((recovery) => recovery.userId === user.id && isActive(recovery, now));

        if (active) {
          if (active.resendCount >= RECOVERY_MAX_RESENDS) {
            return response(429).json({ status: 429, message: messages.recoveryResendLimit });
          }
          if (now - active.sentAt < RECOVERY_RESEND_INTERVAL_MS) {
            return response(429).json({ status: 429, message: messages.recoveryResendTooEarly });
          }
          Object.assign(active, {
            code,
            sentAt: now,
            expiresAt: now + RECOVERY_CODE_TTL_MS,
            resendCount: active.resendCount + 1,
            verifiedAt: null,
          });
          sendCodeEmail(db, { ...user, email }, code, now);
          return response(200).json(
            { status: 200, message: messages.recoveryCodeResent, email: active.maskedEmail },
            { headers: { 'Set-Cookie': recoveryCookie(active) } },
          );
        }

        // A new recovery replaces the user's ended ones (expired, locked or completed).
        db.recoveries = db.recoveries.filter((recovery) => recovery.userId !== user.id);
        const recovery: MockRecovery = {
          id: randomHex(16),
          userId: user.id,
          code,
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
      const code = stringField(await readJsonObject(request), 'code').trim();

      return writeMockDb((db) => {
        const recovery = recoveryOf(db, cookies);
        if (!recovery || recovery.completedAt !== null) {
          return response(400).json({ status: 400, message: messages.recoveryNoneInProgress });
        }
        if (recovery.locked) {
          return response(429).json({ status: 429, message: messages.recoveryLocked, attemptsLeft: 0 });
        }
        if (!code) {
          return response(400).json({
            status: 400,
            message: messages.recoveryCodeEmpty,
            attemptsLeft: recovery.attemptsLeft,
          });
        }
        const now = Date.now();
        if (now >= recovery.expiresAt) {
          return response(410).json({ status: 410, message: messages.recoveryCodeExpired });
        }
        if (!safeEqual(code, recovery.code)) {
          recovery.attemptsLeft = Math.max(0, recovery.attemptsLeft - 1);
          if (recovery.attemptsLeft === 0) {
            recovery.locked = true;
            return response(429).json({ status: 429, message: messages.recoveryLocked, attemptsLeft: 0 });
          }
          return response(400).json({
            status: 400,
            message: messages.recoveryCodeInvalid,
            attemptsLeft: recovery.attemptsLeft,
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
      const body = await readJsonObject(request);
      const newPassword = stringField(body, 'newPassword');
      const confirmPassword = stringField(body, 'confirmPassword');
      const email = stringField(body, 'email').trim();

      return writeMockDb(async (db) => {
        const now = Date.now();
        const recovery = recoveryOf(db, cookies);
        if (
          !recovery ||
          recovery.completedAt !== null ||
          recovery.locked ||
          recovery.verifiedAt === null ||
          now - recovery.verifiedAt >= RECOVERY_VERIFIED_TTL_MS
        ) {
          return response(403).json({ status: 403, message: messages.recoveryNotVerified });
        }
        const user = db.users.find((candidate) => candidate.id === recovery.userId);
        if (!user) return response(403).json({ status: 403, message: messages.recoveryNotVerified });
        const fail = (message: string) => response(400).json({ status: 400, message });
        if (!newPassword) return fail(messages.recoveryNewPasswordEmpty);
        const emailMatches =
          email === recovery.maskedEmail || (user.email !== null && email.toLowerCase() === user.email.toLowerCase());
        if (!emailMatches) return fail(messages.recoveryEmailMismatch);
        if (newPassword !== confirmPassword) return fail(messages.passwordsDoNotMatch);
        if (!meetsPasswordPolicy(newPassword)) return fail(messages.passwordPolicy);

        Object.assign(user, await createPasswordHash(newPassword));
        recovery.completedAt = now;
        // The account was recovered: its cookie sessions end (issued tokens run out on their own).
        db.sessions = db.sessions.filter((session) => session.userId !== user.id);
        return response(200).json(
          { status: 200, message: messages.recoveryPasswordCreated },
          { headers: { 'Set-Cookie': clearCookieHeader(RECOVERY_COOKIE, 'Strict') } },
        );
      });
    }),
  ),
];
