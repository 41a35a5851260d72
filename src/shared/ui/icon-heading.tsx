import { Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The head of a card that leads somewhere: an icon, the title as a link, and a dimmed description
 * under it (with what the card adds between them, such as a badge). Home's module band and the link
 * cards share it, so they look alike.
 */
export function IconHeading({
  icon: HeadingIcon,
  title,
  to,
  linkClassName,
  onClick,
  headingOrder = 2,
  description,
  descriptionGap,
  children,
}: {
  icon: Icon;
  title: string;
  to: string;
  linkClassName?: string;
  onClick?: () => void;
  headingOrder?: 2 | 3;
  description: string;
  /** Space above the description (Mantine's `mt`). */
  descriptionGap: number;
  /** Shown between the title and the description. */
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
        <HeadingIcon size={22} stroke={1.6} />
      </ThemeIcon>
      <div>
        <Title order={headingOrder} size="h4">
          <Link to={to} className={linkClassName} onClick={onClick}>
            {title}
          </Link>
        </Title>
        {children}
        <Text size="sm" c="dimmed" mt={descriptionGap}>
          {description}
        </Text>
      </div>
    </Group>
  );
}
