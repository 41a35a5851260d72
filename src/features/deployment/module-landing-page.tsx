import { Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LinkCard } from '@/shared/ui/link-card';
import { PageBreadcrumbs } from '@/shared/ui/page-breadcrumbs';
import { PageContainer } from '@/shared/ui/page-container';
import { TopicTabBar } from './components/topic-tab-bar';
import { usePageView } from './hooks/use-page-view';
import { deploymentPath, moduleTrail } from './lib/paths';
import { rememberDeploymentChoice, rememberedDeployment } from './lib/remember-deployment';
import { findDeployment2024 } from './lib/slugs';
import type { PortalModule } from './modules';

/** The mark of the deployment the user chose last (remembered in local storage, R2.16). */
export const LAST_OPENED = 'Last opened';

function ModuleLanding({ module }: { module: PortalModule }) {
  usePageView(module.title);
  const deployment = findDeployment2024(module);
  // Read once, as the page opens: the card chosen last time.
  const [lastChosen] = useState(() => rememberedDeployment(module.deployments));

  return (
    <PageContainer>
      <PageBreadcrumbs items={moduleTrail(module)} />
      <div>
        <Title order={1} size="h2">
          {module.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {module.description}
        </Text>
      </div>
      {deployment && <TopicTabBar module={module} deployment={deployment} label={`${deployment.title} topics`} />}
      <Stack gap="sm" component="section" aria-label="Deployments">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {module.deployments.map((entry) => (
            <LinkCard
              key={entry.slug}
              title={entry.title}
              description={entry.description}
              icon={entry.icon}
              to={deploymentPath(module, entry)}
              badge={
                entry === lastChosen ? (
                  <Badge variant="light" size="sm">
                    {LAST_OPENED}
                  </Badge>
                ) : undefined
              }
              onClick={() => rememberDeploymentChoice(entry)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}

/**
 * /{project}-2024 (R2.15): the module's deployment cards (module slug + card slug; the chosen
 * one's title and value are remembered, and its card is marked "Last opened" when the user comes
 * back) and the tab bar of its topics. The route resolves the module.
 */
export function ModuleLandingPage({ module }: { module: PortalModule }) {
  return <ModuleLanding module={module} />;
}
