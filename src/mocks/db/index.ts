/**
 * The mock server's database: one plain state object, loaded once, changed only through
 * `writeMockDb` (serialised, atomic, written through to storage before the answer is sent).
 * In the browser the storage is IndexedDB (see `browser.ts`); in Node, tests and Storybook it is
 * memory only, seeded on first use.
 */
import { createSeedState } from './seed';
import { memoryStorage, type MockDbStorage } from './storage';
import type { MockActivityRecord, MockDbState, MockEmail, MockUser } from './types';

export type {
  MockActivityRecord,
  MockDbState,
  MockEmail,
  MockPicture,
  MockRecovery,
  MockSavedView,
  MockSession,
  MockUser,
} from './types';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './seed';

let storage: MockDbStorage = memoryStorage;
let state: MockDbState | null = null;
let stopListening: () => void = () => {};
let queue: Promise<unknown> = Promise.resolve();

/** Runs tasks one after another, so a handler never sees another handler's half-done change. */
function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

function isMockDbState(value: unknown): value is MockDbState {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Partial<MockDbState>;
  return (
    candidate.version === 4 &&
    Array.isArray(candidate.users) &&
    Array.isArray(candidate.sessions) &&
    Array.isArray(candidate.recoveries) &&
    Array.isArray(candidate.pictures) &&
    Array.isArray(candidate.failures) &&
    Array.isArray(candidate.inbox) &&
    Array.isArray(candidate.activity) &&
    Array.isArray(candidate.savedViews) &&
    candidate.faults !== null &&
    typeof candidate.faults === 'object'
  );
}

/** The loaded state; loads (or seeds, when storage holds nothing usable) on first use. */
async function currentState(): Promise<MockDbState> {
  if (state) return state;
  const stored = await storage.load();
  if (isMockDbState(stored)) {
    state = stored;
  } else {
    state = await createSeedState();
    await storage.save(state);
  }
  return state;
}

/**
 * Chooses where the state lives and loads it (the browser passes IndexedDB storage once, at
 * worker start). Without options: memory, as in Node.
 */
export function loadMockDb(options: { storage?: MockDbStorage } = {}): Promise<void> {
  return enqueue(async () => {
    stopListening();
    storage = options.storage ?? memoryStorage;
    state = null;
    await currentState();
    // Another tab saved: drop our copy and read theirs, so tabs never overwrite each other's changes.
    stopListening = storage.onExternalChange(() => {
      void enqueue(async () => {
        state = null;
        await currentState();
      });
    });
  });
}

/** Reads the state (after every pending write). Do not keep references to it. */
export function readMockDb<T>(reader: (state: Readonly<MockDbState>) => T | Promise<T>): Promise<T> {
  return enqueue(async () => reader(await currentState()));
}

/**
 * Changes the state atomically: the writer gets a copy; when it returns, the copy becomes the state
 * and is saved; when it throws, nothing changes. Its result is returned after the save.
 */
export function writeMockDb<T>(writer: (draft: MockDbState) => T | Promise<T>): Promise<T> {
  return enqueue(async () => {
    const draft = structuredClone(await currentState());
    const result = await writer(draft);
    state = draft;
    await storage.save(draft);
    return result;
  });
}

/** Re-seeds: the demo users with their original passwords, no sessions, recoveries, pictures, throttles, mail, activity, saved views or faults. */
export function resetMockDb(): Promise<void> {
  return enqueue(async () => {
    state = await createSeedState();
    await storage.save(state);
  });
}

/** The mock inbox, NEWEST FIRST: every e-mail the mock server sent, with its code. */
export function getMockInbox(): Promise<MockEmail[]> {
  return readMockDb((current) => structuredClone(current.inbox).reverse());
}

/** The activity records, IN THE ORDER RECEIVED (oldest first). */
export function getActivityLog(): Promise<MockActivityRecord[]> {
  return readMockDb((current) => structuredClone(current.activity));
}

/** The users' current profiles (no password data). */
export function getMockUsers(): Promise<Omit<MockUser, 'passwordSalt' | 'passwordHash'>[]> {
  return readMockDb((current) => current.users.map(({ passwordSalt: _salt, passwordHash: _hash, ...user }) => user));
}
