import { Group, Loader, Stack, Text } from '@mantine/core';
import { useContext } from 'react';
import { FormAlert } from '@/shared/ui/form-alert';
import { SAVED_VIEWS_TEXT } from '../constants';
import type { ShownView } from '../hooks/use-saved-views';
import { BrowserViewsOffer, type BrowserViewsOfferProps } from './browser-views-offer';
import { SavedViewRow } from './saved-view-row';
import { InSheet } from './saved-views-sheet';
import classes from './saved-views.module.css';
import { RetryButton } from '@/shared/ui/retry-button';

/** What the list asks of its caller for one of its views. */
export interface SavedViewActions {
  onApply: (view: ShownView) => void;
  onRename: (view: ShownView, name: string) => void;
  onDelete: (view: ShownView) => void;
  onRetry: (view: ShownView) => void;
  onDiscard: (view: ShownView) => void;
  onMove: (view: ShownView, offset: -1 | 1) => void;
  /** Copies the view's share link; resolves the link when the clipboard refused it (shown to copy by hand). */
  onCopyLink: (view: ShownView) => Promise<string | null>;
}

export interface SavedViewListProps extends SavedViewActions {
  views: readonly ShownView[];
  /** The backend's list: still loading, or it could not be read (then `onReload`). */
  status: 'loading' | 'error' | 'ready';
  onReload: () => void;
  /** A failure that is no single view's (a new order the backend refused). */
  notice?: string;
  /** The offer of the views an earlier version kept in this browser for this person (absent: none). */
  browserViews?: BrowserViewsOfferProps;
  /** The key of the saved view on screen (marked in the list and on the button); null when none is. */
  currentKey?: string | null;
}

/**
 * The saved views in their order, with the offer of the views this browser kept and what failed; or
 * that they load, or could not be read.
 */
export function SavedViewList({
  views,
  status,
  notice,
  browserViews,
  onReload,
  renamingKey,
  setRenamingKey,
  closeList,
  currentKey,
  ...actions
}: SavedViewListProps & {
  /** The row whose name field is open (one at a time). */
  renamingKey: string | null;
  setRenamingKey: (key: string | null) => void;
  closeList: () => void;
}) {
  const inSheet = useContext(InSheet);
  if (status === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{SAVED_VIEWS_TEXT.loading}</Text>
      </Group>
    );
  }
  if (status === 'error' && views.length === 0) {
    return (
      <FormAlert title={SAVED_VIEWS_TEXT.loadFailed}>
        <RetryButton onClick={onReload}>{SAVED_VIEWS_TEXT.tryAgain}</RetryButton>
      </FormAlert>
    );
  }
  return (
    <Stack gap="xs">
      {browserViews ? <BrowserViewsOffer {...browserViews} touch={inSheet} /> : null}
      {notice ? <FormAlert title={notice} /> : null}
      {views.length === 0 ? (
        <Text size="sm">{SAVED_VIEWS_TEXT.none}</Text>
      ) : (
        <Stack component="ul" gap={0} p={0} className={inSheet ? `${classes.list} ${classes.sheetList}` : classes.list}>
          {views.map((view, index) => (
            <SavedViewRow
              key={view.rowKey}
              view={view}
              first={index === 0}
              last={index === views.length - 1 || views[index + 1]?.saved === null}
              alone={views.length === 1}
              current={view.key === currentKey}
              renaming={renamingKey === view.rowKey}
              setRenaming={(on) => setRenamingKey(on ? view.rowKey : null)}
              onApply={() => {
                closeList();
                actions.onApply(view);
              }}
              onRename={(name) => actions.onRename(view, name)}
              onDelete={() => actions.onDelete(view)}
              onRetry={() => actions.onRetry(view)}
              onDiscard={() => actions.onDiscard(view)}
              onMove={(offset) => actions.onMove(view, offset)}
              onCopyLink={() => actions.onCopyLink(view)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
