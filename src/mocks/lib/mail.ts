/** The mock's outgoing e-mail: it lands in the inbox (`getMockInbox`, the outbox test hook). */
import type { MockDbState, MockUser } from '../db/types';
import { messages } from './constants';
import { randomHex } from './crypto';

/** The mock inbox keeps this many e-mails. */
const INBOX_LIMIT = 100;

export function sendEmail(
  db: MockDbState,
  mail: { to: string; subject: string; body: string; code: string | null },
  now = Date.now(),
): void {
  db.inbox.push({ id: randomHex(8), ...mail, sentAt: new Date(now).toISOString() });
  if (db.inbox.length > INBOX_LIMIT) db.inbox.splice(0, db.inbox.length - INBOX_LIMIT);
}

/**
 * The notice after a password change or reset (contract: "Abuse controls"), so the owner learns of a
 * change they did not make. It carries no code and no link.
 */
export function sendPasswordChangedNotice(db: MockDbState, user: MockUser, how: 'changed' | 'reset'): void {
  if (!user.email) return;
  const now = Date.now();
  sendEmail(
    db,
    {
      to: user.email,
      subject: messages.passwordChangedSubject,
      body:
        `Hello ${user.fname},\n\n` +
        `The password of your portal account was ${how === 'reset' ? 'reset with a code sent to this address' : 'changed'} ` +
        `on ${new Date(now).toUTCString()}. Every other sign-in has been ended.\n\n` +
        'If you did not do this, contact your administrator at once.',
      code: null,
    },
    now,
  );
}
