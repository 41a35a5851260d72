import { createContext } from 'react';

/**
 * Phones show the saved views in a sheet of their own (no dialog over a dialog, nothing wider than
 * the screen) with touch-sized targets (44 px); the toolbar's popover keeps the compact sizes.
 */
export const InSheet = createContext(false);

/** 44 px, the usual smallest touch target. */
export const TOUCH_TARGET = 44;
