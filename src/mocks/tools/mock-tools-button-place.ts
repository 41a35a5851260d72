/**
 * Where the button stands, whichever draws it (this launcher, then the panel's own): docked in the
 * bottom-right corner, over the page (design review p10: bottom-left, beside the rail, it covered a
 * form's first button on a phone, "Edit Profile").
 */
export const MOCK_TOOLS_BUTTON_PLACE = {
  position: 'fixed',
  bottom: '12px',
  right: '12px',
  zIndex: '400',
} as const;

/**
 * Faded until pointed at or focused, for both buttons (each is the container's child): stakeholders
 * see a demo build, and a demo's tool should not compete with the page (p10). A stylesheet, since a
 * style attribute cannot say :hover. Its :hover applies only where the pointer hovers: a tap on a touch screen
 * leaves :hover behind. Hidden while one of the portal's bottom sheets is open: in its corner it covered the sheet's
 * last button ("Save and copy link", the sixteenth grade).
 */
export const MOCK_TOOLS_BUTTON_CSS = `
#mock-tools-root > button { opacity: 0.6; transition: opacity 120ms; }
#mock-tools-root > button:focus-visible { opacity: 1; }
@media (hover: hover) { #mock-tools-root > button:hover { opacity: 1; } }
body:has([data-bottom-sheet]) #mock-tools-root > button { visibility: hidden; }
`;
