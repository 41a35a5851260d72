import { describe, expect, it } from 'vitest';
import { demoUser } from '@/testing/demo-users';
import { userChangeSaved, readCurrentUser } from './current-user';
import { useSessionStore } from './session-store';

describe('the cached user follows the session', () => {
  it('is seeded by a sign-in and removed by a sign-out', () => {
    expect(readCurrentUser()).toBeNull();
    useSessionStore.getState().signedIn(demoUser);
    expect(readCurrentUser()).toEqual(demoUser);
    useSessionStore.getState().signedOut();
    expect(readCurrentUser()).toBeNull();
  });

  it('keeps newer data when other session state changes', () => {
    useSessionStore.getState().signedIn(demoUser);
    userChangeSaved({ fname: 'Jo' });
    useSessionStore.getState().addActivity({ activity: 'Viewed', page: 'Home', at: 0 });
    expect(readCurrentUser()).toMatchObject({ fname: 'Jo' });
  });

  it('a new sign-in replaces the previous user', () => {
    useSessionStore.getState().signedIn(demoUser);
    useSessionStore.getState().signedIn({ ...demoUser, username: 'mlee', fname: 'Morgan' });
    expect(readCurrentUser()).toMatchObject({ username: 'mlee', fname: 'Morgan' });
  });
});
