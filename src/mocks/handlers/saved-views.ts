/**
 * Saved views of a report (contract tag "Saved views"): each user's own, in their order, shared
 * read-only by a share id that only their owner mints, when they share one.
 */
import type { components } from '@/api/schema.gen';
import { config } from '@/config';
import type { MockDbState, MockSavedView } from '../db';
import { MAX_SAVED_VIEWS_PER_REPORT, MAX_SAVED_VIEWS_PER_USER, messages } from '../lib/constants';
import { randomHex } from '../lib/crypto';
import { errorResponse, type ContractOperationId } from '../lib/errors';
import type { Caller } from '../lib/session';
import { withFault } from '../scenarios/faults';
import { asCaller } from './as-caller';
import { apiHttp } from './http';

type SavedView = components['schemas']['SavedView'];

/** The contract's view: what is stored, without whose it is. */
function viewOf({ userId: _userId, ...view }: MockSavedView): SavedView {
  return view;
}

/** A report id as kept and answered: a GUID in any case names one report (contract: `ReportId`). */
const reportKey = (reportId: string) => reportId.toLowerCase();

function viewsOf(db: Readonly<MockDbState>, caller: Caller, reportId: string): MockSavedView[] {
  return db.savedViews.filter((view) => view.userId === caller.user.id && view.reportId === reportKey(reportId));
}

/** The caller's view of that report with that id; another user's or report's is "not found" alike. */
function ownView(db: MockDbState, caller: Caller, reportId: string, viewId: string): MockSavedView | undefined {
  return viewsOf(db, caller, reportId).find((view) => view.id === viewId);
}

/**
 * The reports the portal is configured with (its `VITE_REPORT_ID_*`, which the server is given too):
 * the only ones views are kept of (contract: `POST /reports/{reportId}/saved-views`). GUIDs compare
 * without case.
 */
function isConfiguredReport(reportId: string): boolean {
  return Object.values(config.reports).some((report) => reportKey(report.id) === reportKey(reportId));
}

/**
 * Runs `answer` with the caller's own view that the path names; another user's view, or one under
 * another report, is answered 404 as one that does not exist.
 */
function asOwnerOfView(
  operationId: ContractOperationId,
  request: Request,
  cookies: Record<string, string>,
  { reportId, viewId }: { reportId: string; viewId: string },
  answer: (view: MockSavedView, db: MockDbState) => Response,
): Promise<Response> {
  return asCaller(operationId, request, cookies, (db, caller) => {
    const view = ownView(db, caller, reportId, viewId);
    if (!view) return errorResponse(operationId, 404, 'SAVED_VIEW_NOT_FOUND', messages.savedViewNotFound);
    return answer(view, db);
  });
}

export const savedViewHandlers = [
  apiHttp.get(
    '/reports/{reportId}/saved-views',
    withFault('listSavedViews', ({ request, cookies, params, response }) =>
      asCaller('listSavedViews', request, cookies, (db, caller) =>
        response(200).json({ views: viewsOf(db, caller, params.reportId).map(viewOf) }),
      ),
    ),
  ),
  apiHttp.post(
    '/reports/{reportId}/saved-views',
    withFault('createSavedView', async ({ request, cookies, params, response }) => {
      // The request gate has checked the body (name, state and page within the contract's limits).
      const body = await request.clone().json();
      return asCaller('createSavedView', request, cookies, (db, caller) => {
        if (!isConfiguredReport(params.reportId)) {
          return errorResponse('createSavedView', 404, 'UNKNOWN_REPORT', messages.unknownReport);
        }
        if (viewsOf(db, caller, params.reportId).length >= MAX_SAVED_VIEWS_PER_REPORT) {
          return errorResponse('createSavedView', 409, 'SAVED_VIEW_LIMIT', messages.savedViewLimit);
        }
        if (db.savedViews.filter((view) => view.userId === caller.user.id).length >= MAX_SAVED_VIEWS_PER_USER) {
          return errorResponse('createSavedView', 409, 'SAVED_VIEW_LIMIT', messages.savedViewTotalLimit);
        }
        const now = new Date().toISOString();
        const view: MockSavedView = {
          id: crypto.randomUUID(),
          shareId: null,
          reportId: reportKey(params.reportId),
          name: body.name.trim(),
          state: body.state,
          pageName: body.pageName,
          createdAt: now,
          updatedAt: now,
          userId: caller.user.id,
        };
        db.savedViews.push(view);
        return response(201).json({ view: viewOf(view) });
      });
    }),
  ),
  apiHttp.put(
    '/reports/{reportId}/saved-views/order',
    withFault('reorderSavedViews', async ({ request, cookies, params, response }) => {
      const { viewIds } = await request.clone().json();
      return asCaller('reorderSavedViews', request, cookies, (db, caller) => {
        const current = viewsOf(db, caller, params.reportId);
        const byId = new Map(current.map((view) => [view.id, view]));
        const exact = viewIds.length === current.length && new Set(viewIds).size === viewIds.length;
        if (!exact || !viewIds.every((id) => byId.has(id))) {
          return errorResponse('reorderSavedViews', 409, 'SAVED_VIEWS_CHANGED', messages.savedViewsChanged);
        }
        const reordered = viewIds.map((id) => byId.get(id) as MockSavedView);
        db.savedViews = [...db.savedViews.filter((view) => !byId.has(view.id)), ...reordered];
        return response(200).json({ views: reordered.map(viewOf) });
      });
    }),
  ),
  apiHttp.put(
    '/reports/{reportId}/saved-views/{viewId}',
    withFault('renameSavedView', async ({ request, cookies, params, response }) => {
      const { name } = await request.clone().json();
      return asOwnerOfView('renameSavedView', request, cookies, params, (view) => {
        view.name = name.trim();
        view.updatedAt = new Date().toISOString();
        return response(200).json({ view: viewOf(view) });
      });
    }),
  ),
  apiHttp.delete(
    '/reports/{reportId}/saved-views/{viewId}',
    withFault('deleteSavedView', ({ request, cookies, params, response }) =>
      asOwnerOfView('deleteSavedView', request, cookies, params, (view, db) => {
        db.savedViews = db.savedViews.filter((kept) => kept !== view);
        return response(200).json({ status: 200, message: messages.savedViewDeleted });
      }),
    ),
  ),
  apiHttp.post(
    '/reports/{reportId}/saved-views/{viewId}/share',
    withFault('shareSavedView', ({ request, cookies, params, response }) =>
      asOwnerOfView('shareSavedView', request, cookies, params, (view) => {
        // Minted once: a second share answers the same id, so a link already sent keeps working.
        view.shareId ??= randomHex(16);
        return response(200).json({ view: viewOf(view) });
      }),
    ),
  ),
  apiHttp.get(
    '/reports/{reportId}/shared-views/{shareId}',
    withFault('getSharedView', ({ request, cookies, params, response }) =>
      asCaller('getSharedView', request, cookies, (db) => {
        const view = db.savedViews.find(
          (candidate) => candidate.shareId === params.shareId && candidate.reportId === reportKey(params.reportId),
        );
        const owner = view && db.users.find((user) => user.id === view.userId);
        if (!view || !owner) {
          return errorResponse('getSharedView', 404, 'SAVED_VIEW_NOT_FOUND', messages.savedViewNotFound);
        }
        const { reportId, name, state, pageName, updatedAt } = view;
        const sharedBy = `${owner.fname} ${owner.lname}`;
        return response(200).json({
          reportId,
          name,
          state,
          pageName,
          sharedBy,
          sharedByUsername: owner.username,
          savedAt: updatedAt,
        });
      }),
    ),
  ),
];
