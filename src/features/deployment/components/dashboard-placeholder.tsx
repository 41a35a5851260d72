import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPresentationAnalytics } from '@tabler/icons-react';
import type { DeploymentTopic } from '../modules';

/**
 * Stands in for the embedded report until the reports feature lands. It says so plainly and never
 * shows the report id (spec: "The report identifiers are not shown").
 */
export function DashboardPlaceholder({ topic }: { topic: DeploymentTopic }) {
  return (
    <Paper withBorder radius="md" p="xl" mih={320} component="section" aria-label={`${topic.title} dashboard`}>
      <Stack align="center" justify="center" gap="sm" mih={280} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconPresentationAnalytics size={30} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {topic.title} dashboard
        </Title>
        <Text c="gray.7" maw={520}>
          This dashboard will be embedded here once dashboard embedding is connected to the portal.
        </Text>
      </Stack>
    </Paper>
  );
}
