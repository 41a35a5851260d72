import { useQueryClient } from '@tanstack/react-query';
import { confirmAction, reportFailure } from '@/shared/ui/live-announcer';
import { createSavedView, savedViewsQueryOptions } from '../api/saved-views';
import { SAVED_VIEWS_TEXT } from '../constants';
import { reasonOf } from '../hooks/use-saved-views';
import { SharedViewBanner, type SharedViewBannerProps } from './shared-view-banner';

/**
 * The shared view's banner for a signed-in person, whose views the backend keeps: "Save to my views"
 * keeps the shared view (its name, state and page) among theirs, and the banner closes, the view now
 * being one of their own.
 */
export function OwnedSharedViewBanner({
  owner,
  reportId,
  ...banner
}: Omit<SharedViewBannerProps, 'onSaveToMyViews'> & { owner: string; reportId: string }) {
  const queryClient = useQueryClient();
  const { outcome } = banner;
  const save =
    outcome.kind === 'applied'
      ? () => {
          const { name, state, pageName } = outcome.view;
          createSavedView(reportId, { name, state, pageName }).then(
            () => {
              void queryClient.invalidateQueries({ queryKey: savedViewsQueryOptions(owner, reportId).queryKey });
              confirmAction(SAVED_VIEWS_TEXT.saved(name));
              banner.onDismiss();
            },
            (error: unknown) => {
              console.error('The shared view could not be saved', error);
              reportFailure(SAVED_VIEWS_TEXT.viewNotSaved(name, reasonOf(error)));
            },
          );
        }
      : undefined;
  return <SharedViewBanner {...banner} onSaveToMyViews={save} />;
}

/** The banner, with "Save to my views" for a signed-in person (`owner`) whose views the backend keeps. */
export function SharedViewBannerFor({
  owner,
  reportId,
  ...banner
}: Omit<SharedViewBannerProps, 'onSaveToMyViews'> & { owner: string | undefined; reportId: string }) {
  return owner ? (
    <OwnedSharedViewBanner owner={owner} reportId={reportId} {...banner} />
  ) : (
    <SharedViewBanner {...banner} />
  );
}
