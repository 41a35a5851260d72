/**
 * Password recovery: send (or resend) a one-time code by e-mail, verify it, set the new password.
 * A recovery belongs to the client holding its `oa_recovery` cookie: only that cookie resends,
 * verifies or resets it; a request without it starts a new, independent recovery (throttled per
 * account, per client and for everyone) and never learns or touches another one. An identifier that
 * names no account with an e-mail gets the same answer (a decoy recovery that sends nothing), so the
 * answers never tell which accounts exist. All times come from Date.now(), so tests can move the clock.
 */
import { writeMockDb } from '../db';
import type { MockDbState, MockRecovery, MockUser } from '../db/types';
import {
  messages,
  RECOVERY_CLIENT_SENDS_PER_HOUR,
  RECOVERY_CLIENT_WRONG_CODES_PER_HOUR,
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODE_TTL_MS,
  RECOVERY_COOKIE_MAX_AGE_S,
  RECOVERY_GLOBAL_CAP_SEND_ALLOWANCE,
  RECOVERY_GLOBAL_CAP_WRONG_CODE_ALLOWANCE,
  RECOVERY_GLOBAL_SENDS_PER_HOUR,
  RECOVERY_GLOBAL_WRONG_CODES_PER_HOUR,
  RECOVERY_MAX_ATTEMPTS,
  RECOVERY_MAX_RESENDS,
  RECOVERY_MAX_STARTS_PER_HOUR,
  RECOVERY_RESEND_INTERVAL_MS,
  RECOVERY_START_WINDOW_MS,
  RECOVERY_VERIFIED_TTL_MS,
} from '../lib/constants';
import { clearCookieHeader, readCookie, setCookieHeader } from '../lib/cookies';
import { createPasswordHash, randomHex, randomNumericCode, safeEqual } from '../lib/crypto';
import { type ContractOperationId, errorResponse } from '../lib/errors';
import { sendEmail, sendPasswordChangedNotice } from '../lib/mail';
import { maskEmail } from '../lib/mask-email';
import { clientAddressOf } from '../lib/request';
import { findUserByLogin } from '../lib/session';
import { countInWindow, passwordThrottleKey, signInThrottleKey, windowWaitMs } from '../lib/throttle';
import { clientScopes } from '../lib/client-scopes';
import { withFault } from '../scenarios/faults';
import { apiHttp } from './http';

/** The `userId` of a decoy recovery (see MockRecovery.decoyKey). */
const DECOY_USER_ID = -1;

/** Who a start is for: an account with an e-mail, or a decoy named by the identifier. */
type Target = { user: MockUser & { email: string }; decoyKey?: undefined } | { user?: undefined; decoyKey: string };

/** A recovery whose code still works: not expired, locked or completed. Only its own cookie may resend it. */
function isActive(recovery: MockRecovery, now: number): boolean {
  return !recovery.locked && recovery.completedAt === null && now < recovery.expiresAt;
}

function belongsTo(recovery: MockRecovery, target: Target): boolean {
  return target.user ? recovery.userId === target.user.id : recovery.decoyKey === target.decoyKey;
}

function sendCodeEmail(db: MockDbState, user: MockUser & { email: string }, code: string, now: number): void {
  sendEmail(
    db,
    {
      to: user.email,
      subject: 'Your password reset code',
      body:
        `Hello ${user.fname},\n\n` +
        `Your verification code is ${code}. It expires in 10 minutes.\n\n` +
        'If you did not ask to reset your password, you can ignore this e-mail.',
      code,
    },
    now,
  );
}

/**
 * The masked e-mail a decoy answers for its identifier (trimmed, lower-cased): an e-mail masked as a
 * real one would be; for a username, 2 letters derived from it (the same each time) and the
 * organisation's e-mail domain (here the seed's). A real server derives the letters with a keyed hash (HMAC with a secret it keeps).
 */
async function decoyMaskedEmail(db: Readonly<MockDbState>, identifier: string): Promise<string> {
  if (/^[^@\s]+@[^@\s]+$/.test(identifier)) return maskEmail(identifier);
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`oa-recovery-decoy:${identifier}`)),
  );
  const letters = Array.from(digest.slice(0, 2), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  const domain = db.users.find((user) => user.email)?.email?.split('@')[1] ?? 'example.com';
  return `${letters}*********@${domain}`;
}

function recoveryCookie(request: Request, recovery: MockRecovery): string {
  return setCookieHeader(request, 'oa_recovery', recovery.id, {
    sameSite: 'Strict',
    maxAge: RECOVERY_COOKIE_MAX_AGE_S,
  });
}

function recoveryOf(db: MockDbState, request: Request, cookies: Record<string, string>): MockRecovery | undefined {
  const id = readCookie(request, cookies, 'oa_recovery');
  return id ? db.recoveries.find((recovery) => recovery.id === id) : undefined;
}

/** Milliseconds until the account (or identifier) may start another recovery (0: now). Starts are counted over the last hour. */
function startWaitMs(db: Readonly<MockDbState>, owns: (recovery: MockRecovery) => boolean, now: number): number {
  const recent = db.recoveries
    .filter((recovery) => owns(recovery) && now - recovery.startedAt < RECOVERY_START_WINDOW_MS)
    .map((recovery) => recovery.startedAt)
    .sort((a, b) => a - b);
  if (recent.length < RECOVERY_MAX_STARTS_PER_HOUR) return 0;
  return (recent[recent.length - RECOVERY_MAX_STARTS_PER_HOUR] ?? now) + RECOVERY_START_WINDOW_MS - now;
}

/** Recoveries older than the start window can no longer be used (their codes expired long ago). */
function dropOldRecoveries(db: MockDbState, now: number): void {
  db.recoveries = db.recoveries.filter((recovery) => now - recovery.startedAt < RECOVERY_START_WINDOW_MS);
}

const CAPS = {
  send: {
    client: RECOVERY_CLIENT_SENDS_PER_HOUR,
    global: RECOVERY_GLOBAL_SENDS_PER_HOUR,
    allowance: RECOVERY_GLOBAL_CAP_SEND_ALLOWANCE,
  },
  'wrong-code': {
    client: RECOVERY_CLIENT_WRONG_CODES_PER_HOUR,
    global: RECOVERY_GLOBAL_WRONG_CODES_PER_HOUR,
    allowance: RECOVERY_GLOBAL_CAP_WRONG_CODE_ALLOWANCE,
  },
} as const;

const capKey = (kind: keyof typeof CAPS, network: string) => `recovery-${kind}:client:${network}`;

/**
 * The per-client and global caps (contract: "Password recovery"): the wait until they allow one more.
 * An IPv6 client is capped as its /64 and its /48 (lib/client-scopes.ts). Past the global cap only a
 * network that has used its allowance this hour is refused, so a flood from some networks is no
 * off switch for everyone else; nothing here depends on whether the account exists.
 */
function capWaitMs(db: Readonly<MockDbState>, kind: keyof typeof CAPS, client: string): number {
  const caps = CAPS[kind];
  const scopes = clientScopes(client);
  const clientWait = Math.max(
    ...scopes.map(({ key, factor }) => windowWaitMs(db, capKey(kind, key), caps.client * factor)),
  );
  const widest = scopes.at(-1)?.key ?? client;
  // Refused by the global rule until the global window ends or the network's own hour does (then it
  // has used nothing), whichever comes first (round 4, Q20).
  const networkWait = windowWaitMs(db, capKey(kind, widest), caps.allowance);
  const globalWait = networkWait > 0 ? Math.min(networkWait, windowWaitMs(db, `recovery-${kind}:all`, caps.global)) : 0;
  return Math.max(clientWait, globalWait);
}

function countCap(db: MockDbState, kind: keyof typeof CAPS, client: string): void {
  for (const { key } of clientScopes(client)) countInWindow(db, capKey(kind, key), RECOVERY_START_WINDOW_MS);
  countInWindow(db, `recovery-${kind}:all`, RECOVERY_START_WINDOW_MS);
}

const throttled = (operationId: ContractOperationId, waitMs: number) =>
  errorResponse(operationId, 429, 'RECOVERY_THROTTLED', messages.recoveryThrottled, {
    retryAfterSeconds: waitMs / 1000,
  });

export const recoveryHandlers = [
  apiHttp.post(
    '/forgot-password',
    withFault('requestPasswordRecovery', async ({ request, cookies, response }) => {
      // The request gate has checked the body against ForgotPasswordRequest.
      const { username } = await request.clone().json();
      const client = clientAddressOf(request);

      return writeMockDb(async (db) => {
        const now = Date.now();
        dropOldRecoveries(db, now);
        const found = findUserByLogin(db, username);
        const email = found?.email ?? null;
        // No account, or one without an e-mail: a decoy, answered exactly like a real start.
        const target: Target =
          found && email ? { user: { ...found, email } } : { decoyKey: username.trim().toLowerCase() };
        const own = recoveryOf(db, request, cookies);

        if (own && belongsTo(own, target) && isActive(own, now)) {
          // RESEND: only with this recovery's own cookie.
          if (own.resendCount >= RECOVERY_MAX_RESENDS) {
            return errorResponse('requestPasswordRecovery', 429, 'RESEND_LIMIT', messages.recoveryResendLimit, {
              retryAfterSeconds: (own.expiresAt - now) / 1000,
            });
          }
          if (now - own.sentAt < RECOVERY_RESEND_INTERVAL_MS) {
            return errorResponse('requestPasswordRecovery', 429, 'RESEND_TOO_EARLY', messages.recoveryResendTooEarly, {
              retryAfterSeconds: (own.sentAt + RECOVERY_RESEND_INTERVAL_MS - now) / 1000,
            });
          }
          const capWait = capWaitMs(db, 'send', client);
          if (capWait > 0) return throttled('requestPasswordRecovery', capWait);
          countCap(db, 'send', client);
          const code = target.user ? randomNumericCode(RECOVERY_CODE_LENGTH) : '';
          // A resend clears the verification: the new code must be verified before a reset.
          Object.assign(own, {
            code,
            sentAt: now,
            expiresAt: now + RECOVERY_CODE_TTL_MS,
            resendCount: own.resendCount + 1,
            verifiedAt: null,
          });
          if (target.user) sendCodeEmail(db, target.user, code, now);
          return response(200).json({ status: 200, message: messages.recoveryCodeResent, email: own.maskedEmail });
        }

        // START: a new recovery, independent of any other client's, throttled per account (or
        // identifier), per client and for everyone.
        const wait = Math.max(
          startWaitMs(db, (recovery) => belongsTo(recovery, target), now),
          capWaitMs(db, 'send', client),
        );
        if (wait > 0) return throttled('requestPasswordRecovery', wait);
        countCap(db, 'send', client);
        // A decoy's code is empty: no code entered (1 to 6 digits) ever matches it, and none is sent.
        const code = target.user ? randomNumericCode(RECOVERY_CODE_LENGTH) : '';
        const recovery: MockRecovery = {
          id: randomHex(16),
          userId: target.user ? target.user.id : DECOY_USER_ID,
          code,
          startedAt: now,
          sentAt: now,
          expiresAt: now + RECOVERY_CODE_TTL_MS,
          resendCount: 0,
          attemptsLeft: RECOVERY_MAX_ATTEMPTS,
          locked: false,
          verifiedAt: null,
          completedAt: null,
          maskedEmail: target.user ? maskEmail(target.user.email) : await decoyMaskedEmail(db, target.decoyKey),
          ...(target.user ? {} : { decoyKey: target.decoyKey }),
        };
        db.recoveries.push(recovery);
        if (target.user) sendCodeEmail(db, target.user, code, now);
        return response(200).json(
          { status: 200, message: messages.recoveryCodeSent, email: recovery.maskedEmail },
          { headers: { 'Set-Cookie': recoveryCookie(request, recovery) } },
        );
      });
    }),
  ),

  apiHttp.post(
    '/security-authentication',
    withFault('verifyRecoveryCode', async ({ request, cookies, response }) => {
      const { code } = await request.clone().json();
      const client = clientAddressOf(request);

      return writeMockDb((db) => {
        const now = Date.now();
        const recovery = recoveryOf(db, request, cookies);
        if (!recovery || recovery.completedAt !== null) {
          return errorResponse('verifyRecoveryCode', 403, 'NO_RECOVERY', messages.recoveryNoneInProgress);
        }
        const locked = () =>
          errorResponse('verifyRecoveryCode', 429, 'RECOVERY_LOCKED', messages.recoveryLocked, {
            extra: { attemptsLeft: 0 },
            retryAfterSeconds:
              startWaitMs(
                db,
                (other) => other.userId === recovery.userId && other.decoyKey === recovery.decoyKey,
                now,
              ) / 1000,
          });
        if (recovery.locked) return locked();
        if (now >= recovery.expiresAt)
          return errorResponse('verifyRecoveryCode', 410, 'CODE_EXPIRED', messages.recoveryCodeExpired);
        // Wrong codes are capped per client and for everyone, across recoveries (no attempt is used).
        const capWait = capWaitMs(db, 'wrong-code', client);
        if (capWait > 0) return throttled('verifyRecoveryCode', capWait);
        if (!safeEqual(code, recovery.code)) {
          countCap(db, 'wrong-code', client);
          recovery.attemptsLeft = Math.max(0, recovery.attemptsLeft - 1);
          if (recovery.attemptsLeft === 0) {
            recovery.locked = true;
            return locked();
          }
          return errorResponse('verifyRecoveryCode', 400, 'CODE_INVALID', messages.recoveryCodeInvalid, {
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
      const body = await request.clone().json();
      const email = body.email.trim();

      return writeMockDb(async (db) => {
        const now = Date.now();
        const recovery = recoveryOf(db, request, cookies);
        if (!recovery || recovery.completedAt !== null) {
          return errorResponse('resetForgottenPassword', 403, 'NO_RECOVERY', messages.recoveryNoneInProgress);
        }
        const user = db.users.find((candidate) => candidate.id === recovery.userId);
        if (
          !user ||
          recovery.locked ||
          recovery.verifiedAt === null ||
          now - recovery.verifiedAt >= RECOVERY_VERIFIED_TTL_MS
        ) {
          return errorResponse('resetForgottenPassword', 403, 'NOT_VERIFIED', messages.recoveryNotVerified);
        }
        const emailMatches =
          email === recovery.maskedEmail || (user.email !== null && email.toLowerCase() === user.email.toLowerCase());
        if (!emailMatches)
          return errorResponse('resetForgottenPassword', 400, 'EMAIL_MISMATCH', messages.recoveryEmailMismatch);
        if (body.newPassword !== body.confirmPassword) {
          return errorResponse('resetForgottenPassword', 400, 'PASSWORD_MISMATCH', messages.passwordsDoNotMatch);
        }

        Object.assign(user, await createPasswordHash(body.newPassword));
        // This recovery and every other of the account end: no code mailed before the reset sets the password again.
        for (const other of db.recoveries) if (other.userId === user.id) other.completedAt ??= now;
        // The account was recovered: every session of the user ends, cookies and tokens alike.
        db.sessions = db.sessions.filter((session) => session.userId !== user.id);
        // ...and its sign-in and change-password locks end: the owner proved control of the e-mail.
        const unlocked = [signInThrottleKey(user, user.username), passwordThrottleKey(user.id)];
        db.failures = db.failures.filter((entry) => !unlocked.includes(entry.key));
        sendPasswordChangedNotice(db, user, 'reset');
        return response(200).json(
          { status: 200, message: messages.recoveryPasswordCreated },
          { headers: { 'Set-Cookie': clearCookieHeader(request, 'oa_recovery', 'Strict') } },
        );
      });
    }),
  ),
];
