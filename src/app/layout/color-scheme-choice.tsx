import { SegmentedControl, Title, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useId } from 'react';

const CHOICES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

/**
 * Light, Dark or System (follow `prefers-color-scheme`), remembered in this browser through the
 * storage module (see `portalColorSchemeManager`).
 */
export function ColorSchemeChoice() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const labelId = useId();
  return (
    <div>
      {/* Labelled as the panel's other sections are (an h6-sized heading), review p8. */}
      <Title order={3} size="h6" id={labelId} mb={6}>
        Color scheme
      </Title>
      <SegmentedControl
        fullWidth
        aria-labelledby={labelId}
        data={CHOICES}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
      />
    </div>
  );
}
