import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { queryClient } from '@/shared/query/query-client';
import { portalColorSchemeManager } from './color-scheme-manager';
import { cssVariablesResolver, theme } from './theme';
import './styles/sign-in';

/**
 * Everything a screen needs around it; shared by the app, Storybook and component tests. The colour
 * scheme follows the system (`prefers-color-scheme`) until the user picks Light or Dark in the
 * account panel; Storybook forces one with its toolbar switch.
 */
export function AppProviders({
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
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
