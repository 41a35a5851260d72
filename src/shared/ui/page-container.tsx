import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The padded column every shell page sits in. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={1400}>
      {children}
    </Stack>
  );
}
