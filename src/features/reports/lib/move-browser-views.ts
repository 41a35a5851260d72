import { ApiError } from '@/api/api-error';
import { config } from '@/config';
import { useSessionStore } from '@/session';
import { readJson, removeKey, writeJson } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { createSavedView } from '../api/saved-views';
import { SAVED_VIEW_NAME_MAX_LENGTH } from '../constants';

/** A view as earlier versions kept it in `oa_saved_views`: owner → report id → views. */
interface BrowserView {
  id: string;
  name: string;
  state: string;
}
type BrowserViews = Record<string, Record<string, BrowserView[]>>;

function isBrowserView(value: unknown): value is BrowserView {
  if (value === null || typeof value !== 'object') return false;
  const { id, name, state } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string' && typeof state === 'string';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function isBrowserViews(value: unknown): value is BrowserViews {
  return (
    isObject(value) &&
    Object.values(value).every(
      (byReport) =>
        isObject(byReport) &&
        Object.values(byReport).every((views) => Array.isArray(views) && views.every(isBrowserView)),
    )
  );
}

/** Keeps the entries whose value is not empty. */
function nonEmpty<T extends object>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => (Array.isArray(value) ? value.length : Object.keys(value).length) > 0),
  );
}

/** Takes one view out of the record (and the record away once it is empty). */
function forget(owner: string, reportId: string, viewId: string): void {
  const record = readJson(storageKeys.savedViews, isBrowserViews) ?? {};
  const views = (record[owner]?.[reportId] ?? []).filter((view) => view.id !== viewId);
  const next = nonEmpty({ ...record, [owner]: nonEmpty({ ...record[owner], [reportId]: views }) });
  if (Object.keys(next).length === 0) removeKey(storageKeys.savedViews);
  else writeJson(storageKeys.savedViews, next);
}

/** The backend refuses this view for good (its request breaks the contract): keeping it helps nobody. */
const refusedForGood = (error: unknown) => error instanceof ApiError && error.status === 400;

/** The portal's configured reports: views of any other report id can never move, and are dropped. */
function configuredReportIds(): Set<string> {
  return new Set(
    Object.values(config.reports)
      .map((report) => report.id)
      .filter((id) => id !== ''),
  );
}

/**
 * The record with only what may still move: views of configured reports (of any owner: each moves
 * at that owner's own next visit). Written back, or removed once nothing is left.
 */
function keepMovable(): BrowserViews {
  const configured = configuredReportIds();
  const record = readJson(storageKeys.savedViews, isBrowserViews) ?? {};
  const movable = nonEmpty(
    Object.fromEntries(
      Object.entries(record).map(([owner, byReport]) => [
        owner,
        nonEmpty(Object.fromEntries(Object.entries(byReport).filter(([reportId]) => configured.has(reportId)))),
      ]),
    ),
  );
  if (Object.keys(movable).length === 0) removeKey(storageKeys.savedViews);
  else writeJson(storageKeys.savedViews, movable);
  return movable;
}

async function moveViews(owner: string): Promise<boolean> {
  // Only the signed-in user's own views move, into their own account: never another user's.
  if (useSessionStore.getState().signedInAs?.username !== owner) return false;
  const mine = keepMovable()[owner];
  if (!mine) return false;
  let moved = false;
  for (const [reportId, views] of Object.entries(mine)) {
    for (const view of views) {
      try {
        const name = view.name.trim().slice(0, SAVED_VIEW_NAME_MAX_LENGTH) || view.id.slice(0, 8);
        await createSavedView(reportId, { name, state: view.state, pageName: null });
        moved = true;
      } catch (error) {
        // A fault or the backend's limit: the view stays in this browser and moves at the next visit.
        if (!refusedForGood(error)) continue;
      }
      // Each view leaves the browser as soon as the backend has it, so a closed tab never moves it twice.
      forget(owner, reportId, view.id);
    }
  }
  return moved;
}

const moving = new Map<string, Promise<boolean>>();

/**
 * Moves the views earlier versions kept in this browser (`oa_saved_views`) for `owner`, who must be
 * the user signed in, to the backend, only those of the portal's configured reports, and removes each
 * from the browser once the backend has it; views that could not move (a fault, the backend's limit)
 * stay for the next try; the key goes once nothing is left to move. Two callers at once share one run, so no view
 * is sent twice. Resolves whether any moved (the list is then read again).
 */
export function moveBrowserViewsToBackend(owner: string): Promise<boolean> {
  let run = moving.get(owner);
  if (!run) {
    run = moveViews(owner)
      .catch(() => false)
      .finally(() => moving.delete(owner));
    moving.set(owner, run);
  }
  return run;
}
