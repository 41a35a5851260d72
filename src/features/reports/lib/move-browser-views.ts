import { ApiError } from '@/api/api-error';
import { config } from '@/config';
import { readSession } from '@/session';
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
  keep(nonEmpty({ ...record, [owner]: nonEmpty({ ...record[owner], [reportId]: views }) }));
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

/** The record with only what may still move: views of configured reports, of any owner. */
function movable(record: BrowserViews): BrowserViews {
  const configured = configuredReportIds();
  return nonEmpty(
    Object.fromEntries(
      Object.entries(record).map(([owner, byReport]) => [
        owner,
        nonEmpty(Object.fromEntries(Object.entries(byReport).filter(([reportId]) => configured.has(reportId)))),
      ]),
    ),
  );
}

/** Writes `record` back, or removes the key once nothing is left. */
function keep(record: BrowserViews): void {
  if (Object.keys(record).length === 0) removeKey(storageKeys.savedViews);
  else writeJson(storageKeys.savedViews, record);
}

/**
 * Keeps only what may still move (each owner's views are offered to that owner only), written back,
 * or the key removed once nothing is left.
 */
function keepMovable(): BrowserViews {
  const record = movable(readJson(storageKeys.savedViews, isBrowserViews) ?? {});
  keep(record);
  return record;
}

/** At a visit: views no configured report shows can never move, and leave the browser. */
export function dropUnmovableBrowserViews(): void {
  keepMovable();
}

/** Whether `owner` is the person signed in: only their own entries are ever offered, moved or dropped. */
const isSignedIn = (owner: string) => readSession().signedInAs?.username === owner;

/**
 * How many views this browser keeps for `owner` that could move (of configured reports), to offer them;
 * 0 for anyone but the person signed in, whose entries are never shown to someone else.
 */
export function browserViewsToOffer(owner: string): number {
  if (!isSignedIn(owner)) return 0;
  const mine = movable(readJson(storageKeys.savedViews, isBrowserViews) ?? {})[owner] ?? {};
  return Object.values(mine).reduce((count, views) => count + views.length, 0);
}

/** The owner said "No thanks": their entries leave the browser; anyone else's stay for their owner. */
export function declineBrowserViews(owner: string): void {
  if (!isSignedIn(owner)) return;
  keep(Object.fromEntries(Object.entries(keepMovable()).filter(([other]) => other !== owner)));
}

/** What an import did: views the backend now has, and views kept in the browser for a later try. */
export interface BrowserViewsMoved {
  moved: number;
  kept: number;
}

async function moveViews(owner: string): Promise<BrowserViewsMoved> {
  // Only the signed-in user's own views move, into their own account: never another user's.
  if (!isSignedIn(owner)) return { moved: 0, kept: 0 };
  const mine = keepMovable()[owner] ?? {};
  const outcome = { moved: 0, kept: 0 };
  for (const [reportId, views] of Object.entries(mine)) {
    for (const view of views) {
      try {
        const name = view.name.trim().slice(0, SAVED_VIEW_NAME_MAX_LENGTH) || view.id.slice(0, 8);
        await createSavedView(reportId, { name, state: view.state, pageName: null });
        outcome.moved += 1;
      } catch (error) {
        // A fault or the backend's limit: the view stays in this browser, to be offered again.
        if (!refusedForGood(error)) {
          outcome.kept += 1;
          continue;
        }
      }
      // Each view leaves the browser as soon as the backend has it, so a closed tab never moves it twice.
      forget(owner, reportId, view.id);
    }
  }
  return outcome;
}

const moving = new Map<string, Promise<BrowserViewsMoved>>();

/**
 * Moves the views earlier versions kept in this browser (`oa_saved_views`) for `owner`, who must be
 * the user signed in and have accepted the offer, to the backend, only those of the portal's configured
 * reports, and removes each from the browser once the backend has it (or refused it for good); views
 * that could not move (a fault, the backend's limit) stay for the next offer; the key goes once nothing
 * is left. Two callers at once share one run, so no view is sent twice.
 */
export function moveBrowserViewsToBackend(owner: string): Promise<BrowserViewsMoved> {
  let run = moving.get(owner);
  if (!run) {
    run = moveViews(owner)
      .catch(() => ({ moved: 0, kept: browserViewsToOffer(owner) }))
      .finally(() => moving.delete(owner));
    moving.set(owner, run);
  }
  return run;
}
