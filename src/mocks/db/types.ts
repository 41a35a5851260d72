import type { MockFault, MockOperationId } from '../scenarios/operations';
import type { components } from '@/api/schema.gen';

type ActivityRequest = components['schemas']['ActivityRequest'];
type SavedView = components['schemas']['SavedView'];

/** A user account as the mock server stores it: profile plus salted password hash. */
export interface MockUser {
  id: number;
  username: string;
  email: string | null;
  fname: string;
  lname: string;
  role: string;
  company: string;
  /** Digits only, fewer than 11. */
  phone: string | null;
  /** A URL (absolute or root-relative), never the image itself. */
  picture: string | null;
  /** Hex of 16 random bytes. */
  passwordSalt: string;
  /** Hex of the salted hash (see lib/crypto.ts; a real backend uses Argon2id or bcrypt). */
  passwordHash: string;
}

/** A server-side session: one sign-in. The cookie holds `id`; tokens carry `sid`. */
export interface MockSession {
  /** The cookie's secret. */
  id: string;
  /** The public id tokens carry (`sid`), so a token never reveals the cookie's secret. */
  sid: string;
  userId: number;
  createdAt: number;
  /** Epoch ms; the session and the tokens of this sign-in end then. */
  expiresAt: number;
  /** Remember-me: the cookie was persistent. */
  persistent: boolean;
  /** Epoch ms of the last call the session authenticated (a remembered session ends when idle too long). */
  lastSeenAt?: number;
  /** Epoch ms of the renewals (`POST /get-token`) answered within the last window (the rate limit). */
  renewedAt?: number[];
}

/** A password recovery (cookie `oa_recovery` holds its id). Times are epoch ms. */
export interface MockRecovery {
  id: string;
  userId: number;
  code: string;
  startedAt: number;
  sentAt: number;
  expiresAt: number;
  resendCount: number;
  attemptsLeft: number;
  locked: boolean;
  verifiedAt: number | null;
  completedAt: number | null;
  maskedEmail: string;
  /**
   * Set for a decoy: a recovery started for an identifier that names no account with an e-mail
   * (`userId` -1). It answers like a real one and never sends or verifies anything.
   */
  decoyKey?: string;
}

/** A stored profile picture, served at `/profile-pictures/{id}/image`. */
export interface MockPicture {
  id: string;
  userId: number;
  mime: string;
  /** The bytes, base64. */
  base64: string;
}

/** Failures in a row of one key (a sign-in identifier or a user id), for throttling. */
export interface MockFailureCount {
  key: string;
  count: number;
  lockedUntil: number;
  /** Epoch ms of the last failure (sign-in counts that end when idle). */
  lastFailureAt?: number;
}

/** An e-mail the mock server "sent" (the mock inbox). */
export interface MockEmail {
  id: string;
  to: string;
  subject: string;
  body: string;
  /** The one-time code of a recovery e-mail; null for a notice (password changed). */
  code: string | null;
  /** ISO 8601 time of sending. */
  sentAt: string;
}

/** One `POST /{provider}/activity` record, as received. */
/** An activity record as the portal sent it (the contract's ActivityRequest), as the server keeps it. */
export interface MockActivityRecord extends ActivityRequest {
  id: number;
  /** ISO 8601 time the record was received. */
  receivedAt: string;
  provider: string;
}

/**
 * A saved view of a report (contract: "Saved views"), in the array's order per user and report:
 * the contract's `SavedView` plus whose it is.
 */
export interface MockSavedView extends SavedView {
  userId: number;
}

export type MockFaults = Partial<Record<MockOperationId, MockFault>>;

/** Everything the mock server knows. Plain data, so it can be structured-cloned into IndexedDB. */
export interface MockDbState {
  version: 4;
  users: MockUser[];
  sessions: MockSession[];
  recoveries: MockRecovery[];
  pictures: MockPicture[];
  /** Sign-in failures by account (`login:account:<id>`) or unknown identifier (`login:<lowercased>`), change-password failures (`password:<id>`). */
  failures: MockFailureCount[];
  inbox: MockEmail[];
  activity: MockActivityRecord[];
  /** Every user's saved views; one user's views of one report keep their order. */
  savedViews: MockSavedView[];
  faults: MockFaults;
}
