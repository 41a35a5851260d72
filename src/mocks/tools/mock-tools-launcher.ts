/**
 * The "Mock tools" button of dev and demo builds, as plain DOM: the panel behind it (its own React
 * root, Mantine provider, drawer, table and the signed-in pages' styles) loads at the first click.
 * Mounted with the panel on every page load, those cost the sign-in page about a quarter of a CPU-second
 * and a signed-in page about an eighth (measured in Chromium on the demo build), for a panel most
 * page loads never open.
 */
import { MOCK_TOOLS_BUTTON_CSS, MOCK_TOOLS_BUTTON_PLACE } from './mock-tools-button-place';

export const MOCK_TOOLS_ROOT_ID = 'mock-tools-root';

/**
 * As the panel's own closed button draws it (Mantine's default compact-xs button in light, with the
 * theme's radius), so the button looks the same before and after the first opening (and
 * e2e/shell/mock-tools.spec.ts checks that it stands where the panel's does).
 */
const LAUNCHER_STYLE = {
  ...MOCK_TOOLS_BUTTON_PLACE,
  height: '22px',
  padding: '0 7px',
  border: '1px solid #ced4da',
  borderRadius: '8px',
  background: '#fff',
  color: '#000',
  font: '600 12px/1 var(--mantine-font-family, system-ui, sans-serif)',
  cursor: 'pointer',
} satisfies Partial<CSSStyleDeclaration>;

/**
 * Appends the container and its button to <body> (after the app, so never before it in the tab order).
 * A click loads the panel and opens it in place of the button. Idempotent.
 */
export function showMockToolsLauncher(): void {
  if (document.getElementById(MOCK_TOOLS_ROOT_ID)) return;
  const container = document.createElement('div');
  container.id = MOCK_TOOLS_ROOT_ID;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Mock tools';
  Object.assign(button.style, LAUNCHER_STYLE);
  button.addEventListener('click', () => {
    button.disabled = true;
    import('./mount-mock-tools')
      .then(({ mountMockTools }) => mountMockTools(container))
      .catch((error: unknown) => {
        // A new deploy or a lost connection: the button stays, and a second click tries again.
        console.error('The Mock tools panel did not load', error);
        button.disabled = false;
      });
  });
  // In the head: the panel replaces the container's children, and its button takes the same style.
  const style = document.createElement('style');
  style.textContent = MOCK_TOOLS_BUTTON_CSS;
  document.head.append(style);
  container.append(button);
  document.body.append(container);
}
