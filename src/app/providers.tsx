import { MantineProvider } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { portalColorSchemeManager } from './color-scheme-manager';
import { cssVariablesResolver, theme } from './theme';
import './styles/sign-in';

/**
 * The theme around every screen. The colour scheme follows the system (`prefers-color-scheme`) until
 * the user picks Light or Dark in the account panel; Storybook forces one with its toolbar switch.
 * The app uses this alone: the query cache comes with the pages that use it (QueryProvider).
 */
export function ThemeProviders({
  children,
  forceColorScheme,
}: {
  children: ReactNode;
  forceColorScheme?: 'light' | 'dark';
}) {
  const [colorSchemeManager] = useState(portalColorSchemeManager);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      forceColorScheme={forceColorScheme}
    >
      {children}
    </MantineProvider>
  );
}
