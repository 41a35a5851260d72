import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBrowser } from '@tabler/icons-react';
import { useId } from 'react';
import { SAVED_VIEWS_TEXT } from '../constants';
import type { BrowserViewsOffer as Offer } from '../hooks/use-saved-views';
import { FormAlert } from '@/shared/ui/form-alert';

export interface BrowserViewsOfferProps {
  /** The signed-in person's views kept in this browser by an earlier version; null once decided. */
  offer: Offer | null;
  /** Said after an import when some views could not move now (they are offered again next time). */
  kept?: string;
  onImport: () => void;
  onDecline: () => void;
}

/** 44 px, the usual smallest touch target (a phone's sheet). */
const TOUCH_TARGET = 44;

/**
 * The one offer of the views an earlier version kept in this browser for the person signed in, at the
 * top of their saved views: Import moves them to the backend, "No thanks" removes them from the browser.
 * An information alert of the portal's visual language (Foundations, "Surfaces"); a failure is said
 * as every other one is (FormAlert).
 */
export function BrowserViewsOffer({
  offer,
  kept,
  onImport,
  onDecline,
  touch = false,
}: BrowserViewsOfferProps & { touch?: boolean }) {
  const titleId = useId();
  if (kept) return <FormAlert title={kept} />;
  if (!offer) return null;
  const size = touch ? { size: 'sm', mih: TOUCH_TARGET } : { size: 'compact-sm' };
  return (
    <Alert
      color="blue"
      variant="light"
      role="region"
      aria-labelledby={titleId}
      icon={<IconBrowser size={20} aria-hidden />}
      title={<span id={titleId}>{SAVED_VIEWS_TEXT.browserViewsOffer(offer.count)}</span>}
    >
      <Text size="sm">{SAVED_VIEWS_TEXT.browserViewsExplained}</Text>
      <Group gap="xs" mt="xs">
        <Button {...size} onClick={onImport} loading={offer.importing}>
          {SAVED_VIEWS_TEXT.importViews}
        </Button>
        <Button {...size} variant="default" onClick={onDecline} disabled={offer.importing}>
          {SAVED_VIEWS_TEXT.declineViews}
        </Button>
      </Group>
    </Alert>
  );
}
