import { ActionIcon, Button, CloseButton, Text, ThemeIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { formatDateTime } from '@/shared/dates/format-date';
import { SAVED_VIEWS_TEXT } from '../constants';
import type { SharedViewOutcome } from '../hooks/use-linked-view';
import classes from './shared-view-banner.module.css';

export interface SharedViewBannerProps {
  outcome: SharedViewOutcome;
  /** Shows the report as it opens for everyone (its own view), and closes the banner. */
  onBack: () => void;
  onDismiss: () => void;
  /** Keeps the shared view among the person's own views; none: not offered. */
  onSaveToMyViews?: () => void;
}

/**
 * A report opened by a shared link: one line on the report's top edge saying it is a shared view and whose (the view
 * menu's button names the view; design review, later grades: a shared view named once. On a phone, where the button
 * cuts the name short, the banner names it), an info icon whose tooltip says who shared it and when (and that their
 * filters apply), "Save to my views" and the way back to the report's own view. A view that could not be opened says
 * why in the same line. On a phone the message and ✕ make the first line, the two buttons a second under the text.
 */
export function SharedViewBanner({ outcome, onBack, onDismiss, onSaveToMyViews }: SharedViewBannerProps) {
  const dismiss = (
    <CloseButton size="md" className={classes.dismiss} aria-label={SAVED_VIEWS_TEXT.dismiss} onClick={onDismiss} />
  );
  if (outcome.kind === 'failed') {
    return (
      <div className={classes.banner} data-kind="failed" role="alert">
        <ThemeIcon variant="transparent" color="red" size="md" aria-hidden>
          <IconAlertCircle size={18} />
        </ThemeIcon>
        <Text size="sm" className={classes.line}>
          {outcome.text}
        </Text>
        {dismiss}
      </div>
    );
  }
  const { view } = outcome;
  const details = `${SAVED_VIEWS_TEXT.sharedBy(view.sharedBy, view.sharedByUsername, formatDateTime(view.savedAt))} ${SAVED_VIEWS_TEXT.sharedAppliesFilters}`;
  return (
    <div className={classes.banner} data-kind="applied" role="alert">
      <Tooltip label={details} withinPortal multiline w={320} openDelay={150}>
        <ActionIcon variant="subtle" size="md" aria-label={SAVED_VIEWS_TEXT.sharedDetails}>
          <IconInfoCircle size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Text size="sm" className={classes.line}>
        <strong>{SAVED_VIEWS_TEXT.sharedLine}</strong>{' '}
        {/* On a phone the view button shows "View: Wes…": there the banner names the view whole. */}
        <span className={classes.phoneName}>{`${SAVED_VIEWS_TEXT.sharedName(view.name)} `}</span>
        {SAVED_VIEWS_TEXT.sharedFrom(view.sharedBy, view.sharedByUsername)}
        {/* The tooltip's words, for whoever does not hover: read with the line. */}
        <VisuallyHidden>{` ${details}`}</VisuallyHidden>
      </Text>
      <div className={classes.actions}>
        {onSaveToMyViews ? (
          <Button size="compact-sm" variant="default" onClick={onSaveToMyViews}>
            {SAVED_VIEWS_TEXT.saveToMyViews}
          </Button>
        ) : null}
        <Button size="compact-sm" variant="subtle" className={classes.back} onClick={onBack}>
          {SAVED_VIEWS_TEXT.backToOwnView}
        </Button>
      </div>
      {dismiss}
    </div>
  );
}
