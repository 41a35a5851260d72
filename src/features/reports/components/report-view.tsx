import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPresentationAnalytics } from '@tabler/icons-react';

export interface ReportViewProps {
  /** The Power BI report id from the topic's configuration; never shown to the user. */
  reportId: string;
  title: string;
  /** An optional note shown beside the Full Screen button. */
  note?: string;
  /** The signed-in user's company, for the workplace sign-in prompt. */
  company: string;
}

/**
 * Stands in for the embedded report until the workplace sign-in and Power BI embedding land (the
 * reports issue). It says so plainly and never shows the report id.
 */
export function ReportView({ title }: ReportViewProps) {
  return (
    <Paper withBorder radius="md" p="xl" mih={320} component="section" aria-label={`${title} dashboard`}>
      <Stack align="center" justify="center" gap="sm" mih={280} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconPresentationAnalytics size={30} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title} dashboard
        </Title>
        <Text c="gray.7" maw={520}>
          This dashboard will be embedded here once dashboard embedding is connected to the portal.
        </Text>
      </Stack>
    </Paper>
  );
}
