import type { ReactNode } from 'react';
import { ThemeProviders } from '@/app/providers';
import { QueryProvider } from '@/shared/query/query-provider';

/**
 * Everything a screen needs around it in Storybook and component tests: the theme and the query
 * cache (the app gives the cache only to the pages that use it; see QueryProvider).
 */
export function AppProviders({
  children,
  forceColorScheme,
}: {
  children: ReactNode;
  forceColorScheme?: 'light' | 'dark';
}) {
  return (
    <ThemeProviders forceColorScheme={forceColorScheme}>
      <QueryProvider>{children}</QueryProvider>
    </ThemeProviders>
  );
}
