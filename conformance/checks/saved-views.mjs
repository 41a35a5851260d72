// The conformance checks of listSavedViews, createSavedView, reorderSavedViews, renameSavedView, deleteSavedView, shareSavedView, getSharedView.
import { randomUUID } from 'node:crypto';
import { check, expect, expectEqual, options, signIn } from '../kit.mjs';

// ---- saved views (contract tag "Saved views"), of the reports the server is configured with
// (--report-ids); each check starts by deleting the test users' views of the reports it uses.
const savedViewBody = (name) => ({ name, state: `state of ${name}`, pageName: 'ReportSection2' });
async function createView(client, reportId, name) {
  const answer = await client.call('createSavedView', { params: { reportId }, body: savedViewBody(name) });
  expectEqual(answer.status, 201, `saving ${name}`);
  return answer.body.view;
}
/** Shares the view (its owner's "Copy link"): answers the view with its share id. */
async function shareView(client, reportId, viewId) {
  const answer = await client.call('shareSavedView', { params: { reportId, viewId } });
  expectEqual(answer.status, 200, 'sharing the view');
  return answer.body.view;
}
/** A new view, shared: the views of the checks that read one by its share id. */
const createSharedView = async (client, reportId, name) =>
  shareView(client, reportId, (await createView(client, reportId, name)).id);
const viewNames = (answer) => answer.body.views.map((view) => view.name);
/** Deletes what a check saved, so a server without hooks keeps nothing of it. */
async function deleteViews(client, reportId = options.reportIds[0]) {
  const listed = await client.call('listSavedViews', { params: { reportId } });
  for (const view of listed.body?.views ?? []) {
    await client.call('deleteSavedView', { params: { reportId, viewId: view.id } });
  }
}
/** Runs a check's body between two clean-ups of the client's views of the report (see deleteViews). */
async function withNoViewsLeft(client, reportId, body) {
  await deleteViews(client, reportId);
  try {
    await body();
  } finally {
    await deleteViews(client, reportId);
  }
}

await check('saved views: saved trimmed, listed in order, renamed, reordered and deleted', async () => {
  const client = await signIn();
  const reportId = options.reportIds[0];
  await withNoViewsLeft(client, reportId, async () => {
    const first = await createView(client, reportId, '  West region ');
    expectEqual(first.name, 'West region', 'the stored name');
    // The contract: the id a random UUID version 4 (122 random bits); no share id until it is shared.
    expect(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(first.id),
      `the id ${first.id} is no UUIDv4`,
    );
    expectEqual(first.shareId, null, 'the share id of a view never shared');
    const second = await createView(client, reportId, 'Ohio agents');
    expectEqual(
      viewNames(await client.call('listSavedViews', { params: { reportId } })),
      ['West region', 'Ohio agents'],
      'the list',
    );
    const renamed = await client.call('renameSavedView', {
      params: { reportId, viewId: first.id },
      body: { name: 'West, final' },
    });
    expectEqual(
      [renamed.status, renamed.body.view.name, renamed.body.view.shareId],
      [200, 'West, final', null],
      'the rename',
    );
    const reordered = await client.call('reorderSavedViews', {
      params: { reportId },
      body: { viewIds: [second.id, first.id] },
    });
    expectEqual(viewNames(reordered), ['Ohio agents', 'West, final'], 'the new order');
    expectEqual(
      viewNames(await client.call('listSavedViews', { params: { reportId } })),
      ['Ohio agents', 'West, final'],
      'the list after',
    );
    const deleted = await client.call('deleteSavedView', { params: { reportId, viewId: second.id } });
    expectEqual(deleted.status, 200, 'the deletion');
    const again = await client.call('deleteSavedView', { params: { reportId, viewId: second.id } });
    expectEqual([again.status, again.body.code], [404, 'SAVED_VIEW_NOT_FOUND'], 'deleting it again');
  });
});

await check(
  'saved views: a share mints the share id once (128 random bits in hex), answers it again, and changes nothing else; only the owner can share',
  async () => {
    const owner = await signIn();
    const other = await signIn(options.otherUsername);
    const reportId = options.reportIds[0];
    await withNoViewsLeft(owner, reportId, async () => {
      const view = await createView(owner, reportId, 'To share');
      const refused = await other.call('shareSavedView', { params: { reportId, viewId: view.id } });
      expectEqual([refused.status, refused.body.code], [404, 'SAVED_VIEW_NOT_FOUND'], "sharing another's view");
      const shared = await shareView(owner, reportId, view.id);
      expect(/^[0-9a-f]{32}$/i.test(shared.shareId), `the share id ${shared.shareId} is not 32 hex digits`);
      expectEqual({ ...shared, shareId: null }, view, 'the view as shared, but for its share id');
      expectEqual((await shareView(owner, reportId, view.id)).shareId, shared.shareId, 'sharing it again');
      const renamed = await owner.call('renameSavedView', {
        params: { reportId, viewId: view.id },
        body: { name: 'Shared, renamed' },
      });
      expectEqual(renamed.body.view.shareId, shared.shareId, 'the share id after a rename');
      const missing = await owner.call('shareSavedView', { params: { reportId, viewId: randomUUID() } });
      expectEqual([missing.status, missing.body.code], [404, 'SAVED_VIEW_NOT_FOUND'], 'sharing no view');
      const elsewhere = await owner.call('shareSavedView', { params: { reportId: randomUUID(), viewId: view.id } });
      expectEqual(elsewhere.status, 404, 'sharing it under another report');
    });
  },
);

await check(
  'saved views: another user neither lists, renames, reorders nor deletes them, but reads a shared one',
  async () => {
    const owner = await signIn();
    const other = await signIn(options.otherUsername);
    const reportId = options.reportIds[0];
    await withNoViewsLeft(owner, reportId, async () => {
      const view = await createSharedView(owner, reportId, 'Mine');
      expectEqual(viewNames(await other.call('listSavedViews', { params: { reportId } })), [], "the other user's list");
      const rename = await other.call('renameSavedView', {
        params: { reportId, viewId: view.id },
        body: { name: 'Taken' },
      });
      expectEqual([rename.status, rename.body.code], [404, 'SAVED_VIEW_NOT_FOUND'], "renaming another's view");
      const remove = await other.call('deleteSavedView', { params: { reportId, viewId: view.id } });
      expectEqual(remove.status, 404, "deleting another's view");
      const reorder = await other.call('reorderSavedViews', { params: { reportId }, body: { viewIds: [view.id] } });
      expectEqual([reorder.status, reorder.body.code], [409, 'SAVED_VIEWS_CHANGED'], "ordering another's view");
      expectEqual(
        viewNames(await owner.call('listSavedViews', { params: { reportId } })),
        ['Mine'],
        "the owner's list after",
      );
      const shared = await other.call('getSharedView', { params: { reportId, shareId: view.shareId } });
      expectEqual(shared.status, 200, 'reading it by its share id');
      expectEqual(
        [shared.body.name, shared.body.state, shared.body.reportId],
        ['Mine', 'state of Mine', reportId],
        'the shared view',
      );
      expect(!('id' in shared.body), 'a shared view never carries the view id');
      const elsewhere = await other.call('getSharedView', {
        params: { reportId: randomUUID(), shareId: view.shareId },
      });
      expectEqual(elsewhere.status, 404, 'its share id under another report');
      await owner.call('deleteSavedView', { params: { reportId, viewId: view.id } });
      expectEqual(
        (await other.call('getSharedView', { params: { reportId, shareId: view.shareId } })).status,
        404,
        'a deleted view',
      );
    });
  },
);

await check(
  'saved views: 20 per report at most (409), a stale order refused (409), an ill-formed report id 400',
  async () => {
    const client = await signIn();
    const reportId = options.reportIds[0];
    await withNoViewsLeft(client, reportId, async () => {
      const views = [];
      for (let count = 1; count <= 20; count += 1) views.push(await createView(client, reportId, `View ${count}`));
      const extra = await client.call('createSavedView', { params: { reportId }, body: savedViewBody('One too many') });
      expectEqual([extra.status, extra.body.code], [409, 'SAVED_VIEW_LIMIT'], 'the 21st view');
      const stale = await client.call('reorderSavedViews', {
        params: { reportId },
        body: { viewIds: views.slice(1).map((view) => view.id) },
      });
      expectEqual([stale.status, stale.body.code], [409, 'SAVED_VIEWS_CHANGED'], 'an order without one view');
      const repeated = views.map((view) => view.id);
      repeated[1] = repeated[0];
      expectEqual(
        (await client.call('reorderSavedViews', { params: { reportId }, body: { viewIds: repeated } })).status,
        409,
        'a repeated id',
      );
      const badReport = await client.call('listSavedViews', { params: { reportId: 'not-a-report' } });
      expectEqual([badReport.status, badReport.body.code], [400, 'INVALID_REQUEST'], 'an ill-formed report id');
    });
  },
);

await check(
  'saved views: a report the server is not configured with answers 404 UNKNOWN_REPORT, nothing stored',
  async () => {
    const client = await signIn();
    const reportId = randomUUID();
    const answer = await client.call('createSavedView', { params: { reportId }, body: savedViewBody('Elsewhere') });
    expectEqual(
      [answer.status, answer.body.code, answer.body.message],
      [404, 'UNKNOWN_REPORT', 'Unknown report'],
      'saving',
    );
    expectEqual(viewNames(await client.call('listSavedViews', { params: { reportId } })), [], 'the list after');
    // GUIDs compare without case.
    const upper = options.reportIds[0].toUpperCase();
    await deleteViews(client);
    try {
      expectEqual(
        (await client.call('createSavedView', { params: { reportId: upper }, body: savedViewBody('Upper') })).status,
        201,
        'saving under the upper-case id',
      );
    } finally {
      await deleteViews(client, upper);
    }
  },
);

await check(
  'saved views: 60 of all reports together at most (409 SAVED_VIEW_LIMIT, the total message)',
  async () => {
    const client = await signIn();
    const [fourth, ...reports] = [options.reportIds[3], ...options.reportIds.slice(0, 3)];
    for (const reportId of options.reportIds) await deleteViews(client, reportId);
    try {
      for (const reportId of reports)
        for (let count = 1; count <= 20; count += 1) await createView(client, reportId, `View ${count}`);
      const extra = await client.call('createSavedView', {
        params: { reportId: fourth },
        body: savedViewBody('Too many'),
      });
      expectEqual(
        [extra.status, extra.body.code, extra.body.message],
        [409, 'SAVED_VIEW_LIMIT', 'You can keep at most 60 saved views in all. Delete one to save another.'],
        'the 61st view, of a fourth report',
      );
    } finally {
      for (const reportId of reports) await deleteViews(client, reportId);
    }
  },
  { reports: 4 },
);

await check(
  'saved views: a report id in any case names the same views, answered lower-cased; state as sent; UTC dates; a rename keeps createdAt',
  async () => {
    const client = await signIn();
    const reportId = options.reportIds[0].toLowerCase();
    const upper = reportId.toUpperCase();
    await withNoViewsLeft(client, reportId, async () => {
      const state = '  Ünïcode state, white space kept \u00a0';
      const answer = await client.call('createSavedView', {
        params: { reportId: upper },
        body: { name: 'Upper', state, pageName: null },
      });
      expectEqual(answer.status, 201, 'saving under the upper-case id');
      const { view } = answer.body;
      expectEqual([view.reportId, view.state, view.pageName], [reportId, state, null], 'the view as answered');
      for (const date of [view.createdAt, view.updatedAt]) expect(date.endsWith('Z'), `${date} is not UTC (Z)`);
      expectEqual(
        (await client.call('listSavedViews', { params: { reportId } })).body.views.map((one) => one.id),
        [view.id],
        'the list under the lower-case id',
      );
      const renamed = await client.call('renameSavedView', {
        params: { reportId, viewId: view.id },
        body: { name: 'Upper' },
      });
      expectEqual(renamed.body.view.createdAt, view.createdAt, 'createdAt after a rename');
      expect(renamed.body.view.updatedAt >= view.updatedAt, 'updatedAt went back');
      const { shareId } = await shareView(client, upper, view.id);
      const shared = await client.call('getSharedView', { params: { reportId: upper, shareId } });
      expectEqual([shared.status, shared.body.reportId], [200, reportId], 'the shared view under the upper-case id');
    });
    const none = await client.call('reorderSavedViews', { params: { reportId }, body: { viewIds: [] } });
    expectEqual([none.status, none.body.views], [200, []], 'ordering no views');
  },
);

await check(
  'saved views: a report the server is not configured with is one without views: list 200 [], reorder [] 200, rename 404 (Q21)',
  async () => {
    const client = await signIn();
    const reportId = randomUUID();
    const listed = await client.call('listSavedViews', { params: { reportId } });
    expectEqual([listed.status, listed.body.views], [200, []], 'the list');
    const reordered = await client.call('reorderSavedViews', { params: { reportId }, body: { viewIds: [] } });
    expectEqual([reordered.status, reordered.body.views], [200, []], 'the empty order');
    const renamed = await client.call('renameSavedView', {
      params: { reportId, viewId: randomUUID() },
      body: { name: 'x' },
    });
    expectEqual([renamed.status, renamed.body.code], [404, 'SAVED_VIEW_NOT_FOUND'], 'a rename');
  },
);

await check(
  'saved views: ids and share ids compare exactly: in another case they name no view (Q24); U+0085 is no white space (Q31)',
  async () => {
    const client = await signIn();
    const reportId = options.reportIds[0];
    await withNoViewsLeft(client, reportId, async () => {
      // NEXT LINE is Unicode White_Space but not ECMAScript's: a name of it alone is not blank.
      const view = await createSharedView(client, reportId, '\u0085');
      expectEqual(view.name, '\u0085', 'the name of one U+0085');
      const upperId = view.id.toUpperCase();
      if (upperId !== view.id) {
        const renamed = await client.call('renameSavedView', {
          params: { reportId, viewId: upperId },
          body: { name: 'x' },
        });
        expectEqual([renamed.status, renamed.body.code], [404, 'SAVED_VIEW_NOT_FOUND'], `rename ${upperId}`);
      }
      const upperShare = view.shareId.toUpperCase();
      if (upperShare !== view.shareId) {
        const shared = await client.call('getSharedView', { params: { reportId, shareId: upperShare } });
        expectEqual([shared.status, shared.body.code], [404, 'SAVED_VIEW_NOT_FOUND'], `share ${upperShare}`);
      }
    });
  },
);

await check(
  "saved views: sharedBy is the sharer's CURRENT first and last name, joined by one space (Q6)",
  async () => {
    const owner = await signIn();
    const reportId = options.reportIds[0];
    const view = await createSharedView(owner, reportId, 'Named');
    const renamed = await owner.call('updateProfile', { body: { fname: 'Renamed', lname: 'Sharer', phone: null } });
    expectEqual(renamed.status, 200, 'the profile update');
    const reader = await signIn(options.otherUsername);
    const shared = await reader.call('getSharedView', { params: { reportId, shareId: view.shareId } });
    expectEqual(shared.body.sharedBy, 'Renamed Sharer', 'sharedBy after the owner renamed themselves');
  },
  { hooks: true },
);
