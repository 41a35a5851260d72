import { Group, Paper, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

/** A section of the home page: a bordered surface named by its heading (Foundations, "Surfaces"). */
export function HomeSection({
  title,
  icon: SectionIcon,
  children,
}: {
  title: string;
  icon: Icon;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group gap="xs" wrap="nowrap" mb="sm">
        <SectionIcon size={18} stroke={1.6} aria-hidden />
        <Title order={2} size="h5" id={headingId}>
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}

/** An empty section: what will be here, and how it gets there. */
export function HomeSectionEmpty({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm" c="dimmed" mt={2}>
        {hint}
      </Text>
      {children}
    </div>
  );
}
