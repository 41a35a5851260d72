import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { cssVariablesResolver } from '@/app/theme';
// The app's lists of Mantine component styles, plus Code and Switch, which only this panel uses.
import '@/app/styles/sign-in';
import '@/app/styles/signed-in';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Switch.css';
import { MockToolsPanel } from './mock-tools-panel';

const CONTAINER_ID = 'mock-tools-root';

let root: Root | null = null;

/**
 * Renders the Mock tools panel in its own React root, in a div appended to <body>, so it is never
 * part of the app's tree. Its MantineProvider scopes its CSS variables and colour scheme to that div
 * (and the drawer portals into it), so it cannot change the app's theme. Idempotent.
 */
export function mountMockTools(): void {
  if (root) return;
  const container = document.createElement('div');
  container.id = CONTAINER_ID;
  document.body.appendChild(container);
  root = createRoot(container);
  root.render(
    <StrictMode>
      <MantineProvider
        cssVariablesSelector={`#${CONTAINER_ID}`}
        getRootElement={() => container}
        forceColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
        withGlobalClasses={false}
      >
        <MockToolsPanel portalTarget={container} />
      </MantineProvider>
    </StrictMode>,
  );
}
