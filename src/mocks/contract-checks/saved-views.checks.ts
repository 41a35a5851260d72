/** The contract checks of the mock backend (run by src/mocks/contract.test.ts): saved views: their owner's, and shared read-only once their owner shares them. */
import { describe, expect, it } from 'vitest';
import { apiClient } from '@/api/client';
import { DEMO_PASSWORD } from '../db/seed';
import { messages } from '../lib/constants';
import { checked, fieldsOf, signIn, storeToken } from '@/testing/contract-calls';
import '@/testing/jsdom-blob-compat';
import { invalidFieldMessage } from '../contract/invalid-request-message';
import { signInAndStore } from '@/testing/contract-operations';

describe("saved views (the signed-in user's own, shared read-only by share id)", () => {
  const reportId = '3f1c9a52-6d0b-4e8a-9b1e-2a7c5d4e8f01';
  const otherReportId = '7a2d4b16-93c5-4f7e-8d21-5b6e9c0a3f12';
  const list = (report = reportId) =>
    checked(
      'listSavedViews',
      apiClient.GET('/reports/{reportId}/saved-views', { params: { path: { reportId: report } } }),
    );
  const create = (name: string, report = reportId) =>
    checked(
      'createSavedView',
      apiClient.POST('/reports/{reportId}/saved-views', {
        params: { path: { reportId: report } },
        body: { name, state: `state of ${name}`, pageName: 'ReportSection2' },
      }),
    );
  const rename = (viewId: string, name: string) =>
    checked(
      'renameSavedView',
      apiClient.PUT('/reports/{reportId}/saved-views/{viewId}', {
        params: { path: { reportId, viewId } },
        body: { name },
      }),
    );
  const remove = (viewId: string) =>
    checked(
      'deleteSavedView',
      apiClient.DELETE('/reports/{reportId}/saved-views/{viewId}', { params: { path: { reportId, viewId } } }),
    );
  const reorder = (viewIds: string[]) =>
    checked(
      'reorderSavedViews',
      apiClient.PUT('/reports/{reportId}/saved-views/order', { params: { path: { reportId } }, body: { viewIds } }),
    );
  const share = (viewId: string) =>
    checked(
      'shareSavedView',
      apiClient.POST('/reports/{reportId}/saved-views/{viewId}/share', { params: { path: { reportId, viewId } } }),
    );
  const shared = (shareId: string, report = reportId) =>
    checked(
      'getSharedView',
      apiClient.GET('/reports/{reportId}/shared-views/{shareId}', { params: { path: { reportId: report, shareId } } }),
    );
  const viewOf = (answer: { body: unknown }) =>
    fieldsOf(answer.body).view as { id: string; shareId: string | null; name: string; updatedAt: string };
  const namesOf = (answer: { body: unknown }) =>
    (fieldsOf(answer.body).views as { name: string }[]).map((view) => view.name);

  it('creates, lists in order, renames, reorders and deletes; another user sees none of it', async () => {
    await signInAndStore();
    expect(namesOf(await list())).toEqual([]);
    const first = await create('  West region, Q3 ');
    expect(first.status).toBe(201);
    expect(viewOf(first)).toMatchObject({ name: 'West region, Q3', pageName: 'ReportSection2', reportId });
    expect(viewOf(first).shareId).toBeNull();
    const created = viewOf(await create('Ohio agents'));
    // Shared: a share id minted, the same at the next share; nothing else changes.
    const second = viewOf(await share(created.id));
    expect(second).toEqual({ ...created, shareId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(viewOf(await share(created.id)).shareId).toBe(second.shareId);
    expect(namesOf(await list())).toEqual(['West region, Q3', 'Ohio agents']);
    expect(namesOf(await list(otherReportId))).toEqual([]);

    const renamed = await rename(viewOf(first).id, 'West, final');
    expect(viewOf(renamed)).toMatchObject({
      id: viewOf(first).id,
      shareId: viewOf(first).shareId,
      name: 'West, final',
    });
    expect(namesOf(await reorder([second.id, viewOf(first).id]))).toEqual(['Ohio agents', 'West, final']);
    expect(namesOf(await list())).toEqual(['Ohio agents', 'West, final']);

    // Morgan: none of Jordan's views, and none of them can be renamed or deleted.
    await storeToken(await signIn('mlee', DEMO_PASSWORD));
    expect(namesOf(await list())).toEqual([]);
    expect((await rename(second.id, 'Mine now')).body).toMatchObject({ status: 404, code: 'SAVED_VIEW_NOT_FOUND' });
    expect((await remove(second.id)).status).toBe(404);
    expect((await share(viewOf(first).id)).body).toMatchObject({ status: 404, code: 'SAVED_VIEW_NOT_FOUND' });
    expect((await reorder([second.id])).body).toMatchObject({ status: 409, code: 'SAVED_VIEWS_CHANGED' });
    // ...but the shared link reads it.
    const read = await shared(second.shareId ?? '');
    expect(read.body).toEqual({
      reportId,
      name: 'Ohio agents',
      state: 'state of Ohio agents',
      pageName: 'ReportSection2',
      sharedBy: 'Jordan Avery',
      sharedByUsername: 'javery',
      savedAt: second.updatedAt,
    });
    expect((await shared(second.shareId ?? '', otherReportId)).status).toBe(404);

    await signInAndStore();
    expect((await remove(second.id)).body).toEqual({ status: 200, message: messages.savedViewDeleted });
    expect((await remove(second.id)).status).toBe(404);
    expect((await shared(second.shareId ?? '')).status).toBe(404);
    expect(namesOf(await list())).toEqual(['West, final']);
    // Morgan's share of Jordan's other view made no share id for it.
    expect(viewOf(await rename(viewOf(first).id, 'West, final')).shareId).toBeNull();
  });

  it('refuses a stale order, an empty name, an ill-formed report id, and a 21st view of a report', async () => {
    await signInAndStore();
    const kept = viewOf(await create('Kept'));
    expect((await reorder([])).status).toBe(409);
    expect((await reorder([kept.id, kept.id])).status).toBe(409);
    const empty = await create('   ');
    expect(empty.body).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      message: invalidFieldMessage('createSavedView', 'name'),
    });
    const badReport = await list('not-a-report');
    expect(badReport.body).toMatchObject({ status: 400, code: 'INVALID_REQUEST', errors: [{ field: 'reportId' }] });
    for (let count = 2; count <= 20; count += 1) expect((await create(`View ${count}`)).status).toBe(201);
    expect((await create('One too many')).body).toMatchObject({
      status: 409,
      code: 'SAVED_VIEW_LIMIT',
      message: messages.savedViewLimit,
    });
    expect(namesOf(await list())).toHaveLength(20);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    expect((await list()).status).toBe(401);
    expect((await shared('9f8e7d6c5b4a39281706f5e4d3c2b1a0')).status).toBe(401);
  });
});
