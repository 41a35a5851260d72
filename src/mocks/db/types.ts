import type { MockFault, MockOperationId } from '../scenarios/operations';

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
  /** A URL, root-relative URL or data: URL. */
  picture: string | null;
  /** Hex of 16 random bytes. */
  passwordSalt: string;
  /** Hex of SHA-256(salt + password). */
  passwordHash: string;
}

/** A server-side cookie session (cookie `oa_session` holds its id). */
export interface MockSession {
  id: string;
  userId: number;
  createdAt: number;
  /** Epoch ms; the session and the tokens of this sign-in end then. */
  expiresAt: number;
  /** Remember-me: the cookie was persistent. */
  persistent: boolean;
}

/** A password recovery (cookie `oa_recovery` holds its id). Times are epoch ms. */
export interface MockRecovery {
  id: string;
  userId: number;
  code: string;
  sentAt: number;
  expiresAt: number;
  resendCount: number;
  attemptsLeft: number;
  locked: boolean;
  verifiedAt: number | null;
  completedAt: number | null;
  maskedEmail: string;
}

/** An e-mail the mock server "sent" (the mock inbox). */
export interface MockEmail {
  id: string;
  to: string;
  subject: string;
  body: string;
  code: string;
  /** ISO 8601 time of sending. */
  sentAt: string;
}

/** One `POST /{provider}/activity` record, as received. */
export interface MockActivityRecord {
  id: number;
  /** ISO 8601 time the record was received. */
  receivedAt: string;
  provider: string;
  username: string;
  role: string;
  company: string;
  page: string;
  device: string;
  browser: string;
  activity: string;
}

export type MockFaults = Partial<Record<MockOperationId, MockFault>>;

/** Everything the mock server knows. Plain data, so it can be structured-cloned into IndexedDB. */
export interface MockDbState {
  version: 1;
  users: MockUser[];
  sessions: MockSession[];
  recoveries: MockRecovery[];
  inbox: MockEmail[];
  activity: MockActivityRecord[];
  faults: MockFaults;
}
