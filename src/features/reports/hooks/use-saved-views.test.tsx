/**
 * The saved views against the mock backend (msw/node): optimistic changes, what a refused change
 * leaves (marked, Try again, Discard), the new order, the offer of browser-kept views, and the shared
 * view. Each fault is the mock's own (`setMockFault`), as in the browser's fault matrix.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/api/client';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { clearMockFaults, setMockFault } from '@/mocks/scenarios/faults';
import { useSessionStore } from '@/session/session-store';
import { LEGACY_SAVED_VIEWS_CUT_OFF, removeLegacySavedViewsAfterCutOff } from '@/shared/storage/legacy-saved-views';
import { signIn, storeToken } from '@/testing/contract-calls';
import { demoUser } from '@/testing/demo-users';
import { createSavedView, getSharedView, shareSavedView, type NewSavedView } from '../api/saved-views';
import { SAVED_VIEWS_TEXT } from '../constants';
import { useSavedViewChanges } from '../stores/saved-views-store';
import { useSavedViews } from './use-saved-views';
import { useLinkedView, type ViewLink } from './use-linked-view';

const reportId = '3f1c9a52-6d0b-4e8a-9b1e-2a7c5d4e8f01';
const newView = (name: string): NewSavedView => ({ name, state: `state of ${name}`, pageName: 'ReportSection1' });
/** A view of the signed-in person's, saved and shared (its link copied): it has its share id. */
const sharedView = async (name: string) => {
  const view = await shareSavedView(reportId, (await createSavedView(reportId, newView(name))).id);
  return { ...view, shareId: view.shareId ?? '' };
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
let queryClient: QueryClient;

async function renderViews(owner = 'javery') {
  const hook = renderHook(() => useSavedViews(owner, reportId), { wrapper });
  await waitFor(() => expect(hook.result.current.status).toBe('ready'));
  return hook;
}

const names = (hook: { result: { current: ReturnType<typeof useSavedViews> } }) =>
  hook.result.current.views.map((view) => `${view.name}${view.sync === 'saved' ? '' : ` (${view.sync})`}`);
const viewNamed = (hook: { result: { current: ReturnType<typeof useSavedViews> } }, name: string) => {
  const view = hook.result.current.views.find((shown) => shown.name === name);
  if (!view) throw new Error(`no view ${name}`);
  return view;
};

beforeEach(async () => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useSavedViewChanges.setState({ byScope: {}, notices: {} });
  await storeToken(await signIn('javery', DEMO_PASSWORD));
});

afterEach(() => {
  queryClient.clear();
  useSessionStore.getState().signedOut();
});

/** The session store as a sign-in leaves it (the move checks whose session it is). */
function signedInAs(username: string) {
  useSessionStore.getState().signedIn({ ...demoUser, username });
}

describe('useSavedViews', () => {
  it('shows a new view at once and keeps the backend’s answer', async () => {
    const hook = await renderViews();
    act(() => void hook.result.current.save(newView('Texas focus')));
    expect(names(hook)).toEqual(['Texas focus (saving)']);
    const rowWhileSaving = viewNamed(hook, 'Texas focus').rowKey;
    await waitFor(() => expect(names(hook)).toEqual(['Texas focus']));
    // The same row on screen once saved: a menu opened on it while it was saving stays open.
    expect(viewNamed(hook, 'Texas focus').rowKey).toBe(rowWhileSaving);
  });

  it('gives a view a share id only when its owner copies its link, the same one each time, and only the owner can', async () => {
    const hook = await renderViews();
    await act(() => hook.result.current.save(newView('Texas focus')));
    const saved = viewNamed(hook, 'Texas focus').saved;
    if (!saved) throw new Error('not saved');
    // No link to it can exist yet: there is no share id to put in one.
    expect(saved.shareId).toBeNull();
    const shareId = await hook.result.current.shareIdOf(saved);
    expect(shareId).toMatch(/^[0-9a-f]{32}$/);
    // The list keeps it, so the next "Copy link" asks the backend nothing; asked, it answers the same id.
    await waitFor(() => expect(viewNamed(hook, 'Texas focus').saved?.shareId).toBe(shareId));
    const listed = viewNamed(hook, 'Texas focus').saved;
    const fetched = vi.spyOn(globalThis, 'fetch');
    expect(listed && (await hook.result.current.shareIdOf(listed))).toBe(shareId);
    expect(fetched).not.toHaveBeenCalled();
    fetched.mockRestore();
    expect((await shareSavedView(reportId, saved.id)).shareId).toBe(shareId);
    // Morgan cannot make a link to Jordan's view: to him it does not exist.
    await storeToken(await signIn('mlee', DEMO_PASSWORD));
    await expect(shareSavedView(reportId, saved.id)).rejects.toMatchObject({ status: 404 });
  });

  it('makes no link when the backend does not answer the share, and makes it at the next try', async () => {
    const hook = await renderViews();
    await act(() => hook.result.current.save(newView('Ohio agents')));
    const saved = viewNamed(hook, 'Ohio agents').saved;
    if (!saved) throw new Error('not saved');
    await setMockFault('shareSavedView', 'network-error');
    await expect(hook.result.current.shareIdOf(saved)).rejects.toThrow();
    expect(viewNamed(hook, 'Ohio agents').saved?.shareId).toBeNull();
    await setMockFault('shareSavedView', 'none');
    const shareId = await hook.result.current.shareIdOf(saved);
    await waitFor(() => expect(viewNamed(hook, 'Ohio agents').saved?.shareId).toBe(shareId));
    expect(shareId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps a new view the backend refused, marked, until Try again saves it or Discard drops it', async () => {
    const hook = await renderViews();
    await setMockFault('createSavedView', 'http-500');
    act(() => void hook.result.current.save(newView('Ohio agents')));
    act(() => void hook.result.current.save(newView('Draft')));
    await waitFor(() => expect(names(hook)).toEqual(['Ohio agents (failed)', 'Draft (failed)']));
    // An answer of the server's own trouble is not blamed on the person's connection.
    expect(viewNamed(hook, 'Ohio agents').failed).toMatchObject({
      kind: 'create',
      reason: SAVED_VIEWS_TEXT.serverFailed,
    });

    await setMockFault('createSavedView', 'none');
    act(() => void hook.result.current.retry(viewNamed(hook, 'Ohio agents')));
    act(() => hook.result.current.discard(viewNamed(hook, 'Draft')));
    await waitFor(() => expect(names(hook)).toEqual(['Ohio agents']));
  });

  it('says the connection only when no answer came', async () => {
    const hook = await renderViews();
    await setMockFault('createSavedView', 'network-error');
    let kept: unknown;
    await act(async () => {
      kept = await hook.result.current.save(newView('Offline'));
    });
    expect(kept).toBeNull();
    expect(viewNamed(hook, 'Offline').failed?.reason).toBe(SAVED_VIEWS_TEXT.notReached);
  });

  it('says why when the backend keeps no more views of the report', async () => {
    for (let count = 1; count <= 20; count += 1) await createSavedView(reportId, newView(`View ${count}`));
    const hook = await renderViews();
    act(() => void hook.result.current.save(newView('One too many')));
    await waitFor(() => expect(viewNamed(hook, 'One too many').failed?.reason).toMatch(/at most 20 views/));
  });

  it('shows a new name at once; a refused one stays with Try again, and Discard goes back to the kept name', async () => {
    await createSavedView(reportId, newView('September peak'));
    const hook = await renderViews();
    await setMockFault('renameSavedView', 'network-error');
    act(() => hook.result.current.rename(viewNamed(hook, 'September peak'), 'Q3 peak'));
    expect(names(hook)).toEqual(['Q3 peak (saving)']);
    await waitFor(() => expect(names(hook)).toEqual(['Q3 peak (failed)']));
    act(() => hook.result.current.discard(viewNamed(hook, 'Q3 peak')));
    expect(names(hook)).toEqual(['September peak']);

    act(() => hook.result.current.rename(viewNamed(hook, 'September peak'), 'Q3 peak'));
    await waitFor(() => expect(names(hook)).toEqual(['Q3 peak (failed)']));
    await setMockFault('renameSavedView', 'none');
    act(() => void hook.result.current.retry(viewNamed(hook, 'Q3 peak')));
    await waitFor(() => expect(names(hook)).toEqual(['Q3 peak']));
    expect(viewNamed(hook, 'Q3 peak').saved?.name).toBe('Q3 peak');
  });

  it('hides a deleted view at once; a refused deletion brings it back marked; one already gone counts as deleted', async () => {
    await createSavedView(reportId, newView('First'));
    const second = await createSavedView(reportId, newView('Second'));
    const hook = await renderViews();
    await setMockFault('deleteSavedView', 'malformed-json');
    act(() => hook.result.current.remove(viewNamed(hook, 'First')));
    expect(names(hook)).toEqual(['Second']);
    await waitFor(() => expect(names(hook)).toEqual(['First (failed)', 'Second']));
    expect(viewNamed(hook, 'First').failed?.kind).toBe('delete');
    await setMockFault('deleteSavedView', 'none');
    act(() => void hook.result.current.retry(viewNamed(hook, 'First')));
    await waitFor(() => expect(names(hook)).toEqual(['Second']));

    // Deleted meanwhile in another tab: the 404 is the outcome asked for.
    await apiClient.DELETE('/reports/{reportId}/saved-views/{viewId}', {
      params: { path: { reportId, viewId: second.id } },
    });
    act(() => hook.result.current.remove(viewNamed(hook, 'Second')));
    await waitFor(() => expect(names(hook)).toEqual([]));
    expect(hook.result.current.views.some((view) => view.failed)).toBe(false);
  });

  it('moves a view at once and keeps the order; a refused order goes back and says so; a stale one reads the list again', async () => {
    for (const name of ['A', 'B', 'C']) await createSavedView(reportId, newView(name));
    const hook = await renderViews();
    act(() => hook.result.current.move(viewNamed(hook, 'C'), -1));
    // The query cache tells its observers on its own next turn.
    await waitFor(() => expect(names(hook)).toEqual(['A', 'C', 'B']));
    const again = renderHook(() => useSavedViews('javery', reportId), {
      wrapper: ({ children }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(names(again)).toEqual(['A', 'C', 'B']));

    await setMockFault('reorderSavedViews', 'http-500');
    act(() => hook.result.current.move(viewNamed(hook, 'A'), 1));
    await waitFor(() => expect(hook.result.current.notice).toBe(SAVED_VIEWS_TEXT.orderFailed));
    expect(names(hook)).toEqual(['A', 'C', 'B']);

    await setMockFault('reorderSavedViews', 'none');
    await createSavedView(reportId, newView('D')); // saved in another tab: this list is stale
    act(() => hook.result.current.move(viewNamed(hook, 'A'), 1));
    await waitFor(() => expect(hook.result.current.notice).toMatch(/changed elsewhere/));
    await waitFor(() => expect(names(hook)).toEqual(['A', 'C', 'B', 'D']));
  });

  const keptView = (id: string, name: string) => ({ id, name, state: `state ${id}`, savedAt: '2026-10-01T10:00:00Z' });

  const kept = {
    javery: { [reportId]: [keptView('old-1', ' Kept here ')], 'not-a-configured-report': [keptView('x', 'Other')] },
    mlee: { [reportId]: [keptView('old-2', "Morgan's")], 'not-a-configured-report': [keptView('y', 'Other')] },
  };
  const browserRecord = () => JSON.parse(localStorage.getItem('oa_saved_views') ?? 'null') as unknown;

  it("offers the signed-in user's views kept in this browser, and moves nothing before they accept", async () => {
    signedInAs('javery');
    localStorage.setItem('oa_saved_views', JSON.stringify(kept));
    const hook = await renderViews();
    await waitFor(() => expect(hook.result.current.browserViews.offer).toEqual({ count: 1, importing: false }));
    expect(names(hook)).toEqual([]);
    // No report the portal shows is kept; every configured report's view waits for a decision.
    expect(browserRecord()).toEqual({
      javery: { [reportId]: kept.javery[reportId] },
      mlee: { [reportId]: kept.mlee[reportId] },
    });
    expect(await renderViews().then(names)).toEqual([]);
  });

  it('imports the offered views when the user accepts, then removes them from the browser', async () => {
    signedInAs('javery');
    localStorage.setItem('oa_saved_views', JSON.stringify(kept));
    const hook = await renderViews();
    await waitFor(() => expect(hook.result.current.browserViews.offer?.count).toBe(1));
    act(() => hook.result.current.browserViews.accept());
    await waitFor(() => expect(names(hook)).toEqual(['Kept here']));
    expect(hook.result.current.browserViews.offer).toBeNull();
    expect(hook.result.current.browserViews.kept).toBeUndefined();
    // Morgan's view waits for Morgan.
    expect(browserRecord()).toEqual({ mlee: { [reportId]: kept.mlee[reportId] } });
  });

  it('keeps what the backend could not take now, says so, and offers it again at the next visit', async () => {
    signedInAs('javery');
    localStorage.setItem('oa_saved_views', JSON.stringify({ javery: kept.javery }));
    const hook = await renderViews();
    await waitFor(() => expect(hook.result.current.browserViews.offer?.count).toBe(1));
    await setMockFault('createSavedView', 'http-500');
    act(() => hook.result.current.browserViews.accept());
    await waitFor(() => expect(hook.result.current.browserViews.kept).toBe(SAVED_VIEWS_TEXT.browserViewsKept(1)));
    expect(names(hook)).toEqual([]);
    await setMockFault('createSavedView', 'none');
    const again = await renderViews();
    await waitFor(() => expect(again.result.current.browserViews.offer?.count).toBe(1));
  });

  it("removes only the user's own entries when they decline: nothing is imported", async () => {
    signedInAs('javery');
    localStorage.setItem('oa_saved_views', JSON.stringify(kept));
    const hook = await renderViews();
    await waitFor(() => expect(hook.result.current.browserViews.offer?.count).toBe(1));
    act(() => hook.result.current.browserViews.decline());
    expect(hook.result.current.browserViews.offer).toBeNull();
    expect(browserRecord()).toEqual({ mlee: { [reportId]: kept.mlee[reportId] } });
    const again = await renderViews();
    expect(again.result.current.browserViews.offer).toBeNull();
    expect(names(again)).toEqual([]);
  });

  it("never offers or moves another user's views into the signed-in account; the key goes once nothing can move", async () => {
    signedInAs('javery');
    localStorage.setItem('oa_saved_views', JSON.stringify({ mlee: { [reportId]: [keptView('old-2', "Morgan's")] } }));
    const asMorgan = await renderViews('mlee'); // an owner who is not the user signed in
    expect(asMorgan.result.current.browserViews.offer).toBeNull();
    act(() => asMorgan.result.current.browserViews.accept());
    act(() => asMorgan.result.current.browserViews.decline());
    await waitFor(() => expect(asMorgan.result.current.browserViews.offer).toBeNull());
    expect(names(asMorgan)).toEqual([]);
    expect(localStorage.getItem('oa_saved_views')).not.toBeNull();
    const mine = await renderViews();
    expect(mine.result.current.browserViews.offer).toBeNull();

    localStorage.setItem(
      'oa_saved_views',
      JSON.stringify({ javery: { 'not-a-configured-report': [keptView('x', 'X')] } }),
    );
    const again = await renderViews();
    await waitFor(() => expect(localStorage.getItem('oa_saved_views')).toBeNull());
    expect(again.result.current.browserViews.offer).toBeNull();
    expect(names(again)).toEqual([]);
  });
});

describe('the legacy saved views after their cut-off date', () => {
  afterEach(() => vi.useRealTimers());

  it('stay until the day before; from the cut-off date every start removes the key, whatever it holds', () => {
    localStorage.setItem('oa_saved_views', JSON.stringify({ javery: { [reportId]: [] } }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-30T23:59:59Z'));
    removeLegacySavedViewsAfterCutOff();
    expect(localStorage.getItem('oa_saved_views')).not.toBeNull();

    vi.setSystemTime(LEGACY_SAVED_VIEWS_CUT_OFF);
    removeLegacySavedViewsAfterCutOff();
    expect(localStorage.getItem('oa_saved_views')).toBeNull();

    localStorage.setItem('oa_saved_views', 'not even JSON');
    vi.setSystemTime(new Date('2028-01-01T09:00:00Z'));
    removeLegacySavedViewsAfterCutOff();
    expect(localStorage.getItem('oa_saved_views')).toBeNull();
  });
});

describe('useLinkedView', () => {
  const renderLinked = (link: ViewLink, owner = 'mlee') =>
    renderHook(() => useLinkedView(reportId, link, owner), { wrapper });

  it('reads a view shared by another user with whose it is, for the embed configuration', async () => {
    const view = await sharedView('West region');
    await storeToken(await signIn('mlee', DEMO_PASSWORD));
    const hook = renderLinked({ shareId: view.shareId });
    expect(hook.result.current).toEqual({ status: 'reading' });
    await waitFor(() => expect(hook.result.current?.status).toBe('read'));
    expect(hook.result.current).toEqual({
      status: 'read',
      view: {
        name: 'West region',
        state: 'state of West region',
        pageName: view.pageName,
        // What its banner says, and what "Save to my views" keeps.
        shared: {
          name: 'West region',
          sharedBy: 'Jordan Avery',
          sharedByUsername: 'javery',
          savedAt: view.updatedAt,
          state: 'state of West region',
          pageName: view.pageName,
        },
      },
    });
  });

  it("reads one of the person's own views by its id (home's link), and a shared link to their own without a banner", async () => {
    const view = await sharedView('My West region');
    const own = {
      status: 'read',
      view: { name: 'My West region', state: 'state of My West region', pageName: 'ReportSection1' },
    };
    const byId = renderLinked({ viewId: view.id }, 'javery');
    await waitFor(() => expect(byId.result.current).toEqual(own));
    const byShareId = renderLinked({ shareId: view.shareId }, 'javery');
    await waitFor(() => expect(byShareId.result.current).toEqual(own));
  });

  it("opens nothing of another person's by a view id: the next person in the tab reads only their own views", async () => {
    const view = await createSavedView(reportId, newView('Private'));
    await storeToken(await signIn('mlee', DEMO_PASSWORD));
    const hook = renderLinked({ viewId: view.id });
    await waitFor(() =>
      expect(hook.result.current).toEqual({ status: 'failed', text: SAVED_VIEWS_TEXT.ownViewMissing }),
    );
  });

  it.each(['../../__test/outbox', 'javascript:alert(1)'])(
    'never sends an id that is no share id (%j): the shared-view call checks it too',
    async (hostile) => {
      const fetched = vi.spyOn(globalThis, 'fetch');
      await expect(getSharedView(reportId, hostile)).rejects.toMatchObject({ status: 404 });
      expect(fetched).not.toHaveBeenCalled();
      fetched.mockRestore();
    },
  );

  it('says so when the view is gone, or the backend could not be asked', async () => {
    const gone = renderLinked({ shareId: '9f8e7d6c5b4a39281706f5e4d3c2b1a0' });
    await waitFor(() =>
      expect(gone.result.current).toEqual({ status: 'failed', text: SAVED_VIEWS_TEXT.sharedMissing }),
    );
    const view = await sharedView('West region');
    await setMockFault('getSharedView', 'http-500');
    const failed = renderLinked({ shareId: view.shareId });
    // Said after the two retries a 5xx gets (1 s, then 2 s).
    await waitFor(
      () => expect(failed.result.current).toEqual({ status: 'failed', text: SAVED_VIEWS_TEXT.sharedFailed }),
      { timeout: 8000 },
    );
  });

  it('asks again after a failure that may pass (a 5xx), and opens the view when it does', async () => {
    const view = await sharedView('West region');
    await storeToken(await signIn('mlee', DEMO_PASSWORD));
    await setMockFault('getSharedView', 'http-500');
    const reads = vi.spyOn(globalThis, 'fetch');
    const hook = renderLinked({ shareId: view.shareId });
    const sharedViewReads = () =>
      reads.mock.calls.filter(([request]) => String((request as Request).url ?? request).includes('/shared-views/'));
    await waitFor(() => expect(sharedViewReads()).toHaveLength(1));
    await clearMockFaults();
    await waitFor(() => expect(hook.result.current?.status).toBe('read'), { timeout: 5000 });
    expect(sharedViewReads()).toHaveLength(2);
    reads.mockRestore();
  });

  it('is nothing without a link', () => {
    expect(renderHook(() => useLinkedView(reportId, undefined, 'javery'), { wrapper }).result.current).toBeUndefined();
  });
});
