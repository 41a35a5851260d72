/** How long a confirmation stays on screen (the spec's message time-out, R9.4). */
export const CONFIRMATION_SHOWN_MS = 5000;

/** Names the confirmation's close button. */
export const DISMISS_CONFIRMATION = 'Dismiss';
