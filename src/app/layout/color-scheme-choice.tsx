import { SegmentedControl, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
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
      <Text id={labelId} size="sm" fw={500} mb={6}>
        Color scheme
      </Text>
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
