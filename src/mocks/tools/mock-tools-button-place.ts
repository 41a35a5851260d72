/**
 * Where the button stands, whichever draws it (this launcher, then the panel's own): bottom-left,
 * clear of the collapsed navigation rail (about 52 px wide), over the page.
 */
export const MOCK_TOOLS_BUTTON_PLACE = {
  position: 'fixed',
  bottom: '8px',
  left: '60px',
  zIndex: '400',
  opacity: '0.85',
} as const;
