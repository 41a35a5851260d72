import { createStore, del, get, set } from 'idb-keyval';
import type { MockDbState } from './types';

/** Where the mock db state lives between page loads. */
export interface MockDbStorage {
  load(): Promise<unknown>;
  save(state: MockDbState): Promise<void>;
  clear(): Promise<void>;
  /** Calls back when another tab saved; returns an unsubscribe function. */
  onExternalChange(listener: () => void): () => void;
}

/** Node, tests and Storybook: nothing outlives the module. */
export const memoryStorage: MockDbStorage = {
  load: async () => undefined,
  save: async () => {},
  clear: async () => {},
  onExternalChange: () => () => {},
};

const IDB_DATABASE = 'carrier-portal-mock-backend';
const IDB_STORE = 'state';
const IDB_KEY = 'db';
const CHANNEL = 'carrier-portal-mock-backend';

/**
 * The browser: one IndexedDB record (idb-keyval, in its own database so the app's storage clearing at
 * sign-out never touches it), plus a BroadcastChannel so other tabs reload after a save.
 */
export function createIndexedDbStorage(): MockDbStorage {
  const store = createStore(IDB_DATABASE, IDB_STORE);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return {
    load: () => get(IDB_KEY, store),
    save: async (state) => {
      try {
        await set(IDB_KEY, state, store);
        channel?.postMessage('saved');
      } catch (error) {
        // A full or blocked database must not break the answer; the change stays in memory.
        console.warn('Mock backend: could not save to IndexedDB', error);
      }
    },
    clear: () => del(IDB_KEY, store),
    onExternalChange: (listener) => {
      if (!channel) return () => {};
      const onMessage = () => listener();
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
