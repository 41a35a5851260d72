import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver } from '@/app/theme';
// The app's lists of Mantine component styles, plus Code and Switch, which only this panel uses.
import '@/app/styles/sign-in';
import '@/app/styles/signed-in';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Switch.css';
import { MockToolsPanel } from './mock-tools-panel';

/**
 * Renders the Mock tools panel, opened, in its own React root in the launcher's container
 * (mock-tools-launcher.ts), in place of the launcher's button; it is never part of the app's tree.
 * Its MantineProvider scopes its CSS variables and colour scheme to that container (and the drawer
 * portals into it), so it cannot change the app's theme. Once only: the launcher calls it at its
 * first click.
 */
export function mountMockTools(container: HTMLElement): void {
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <MantineProvider
        cssVariablesSelector={`#${container.id}`}
        getRootElement={() => container}
        forceColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
        withGlobalClasses={false}
      >
        <MockToolsPanel defaultOpened portalTarget={container} />
      </MantineProvider>
    </StrictMode>,
  );
}
