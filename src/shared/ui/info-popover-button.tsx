import { ActionIcon, Popover, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

/**
 * An ⓘ button that shows what a page says about itself ("About this dashboard", "About this glossary"): a click (or
 * Enter) shows it, Escape or a click elsewhere hides it. While it is open the button's tooltip stands aside: the
 * pointer still on the button would lay the tooltip over the text's first line.
 */
export function InfoPopoverButton({
  label,
  size,
  children,
}: {
  label: string;
  size: ActionIconProps['size'];
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={320} opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Tooltip label={label} withinPortal openDelay={300} disabled={opened}>
          {/* A controlled popover's target does not toggle it: the button does. */}
          <ActionIcon
            size={size}
            variant="subtle"
            color="gray"
            aria-label={label}
            onClick={() => setOpened((open) => !open)}
          >
            <IconInfoCircle size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label={label}>{children}</Popover.Dropdown>
    </Popover>
  );
}
