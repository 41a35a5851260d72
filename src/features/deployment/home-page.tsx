import { SimpleGrid, Text, Title } from '@mantine/core';
import { useCurrentUser } from '@/shared/session/current-user';
import { LinkCard } from '@/shared/ui/link-card';
import { PageContainer } from '@/shared/ui/page-container';
import { usePageView } from './hooks/use-page-view';
import { modulePath } from './lib/paths';
import { tileColumns } from './lib/tile-columns';
import { portalModules, type PortalModule } from './modules';

/**
 * /home (spec section 2): a welcome and one tile per configured module, in 1, 2, 3 or 4 columns for
 * 1, 2, 3 or more tiles (fewer on narrow screens).
 */
export function HomePage({ modules = portalModules }: { modules?: readonly PortalModule[] }) {
  usePageView('Home');
  const firstName = useCurrentUser()?.fname ?? '';
  const columns = tileColumns(modules.length);

  return (
    <PageContainer>
      <div>
        <Title order={1} size="h2">
          {firstName ? `Welcome, ${firstName}` : 'Welcome'}
        </Title>
        <Text c="gray.7" mt={4}>
          Choose a module to review its analytics.
        </Text>
      </div>
      <SimpleGrid
        component="section"
        aria-label="Modules"
        data-columns={columns}
        cols={{ base: 1, sm: Math.min(columns, 2), lg: columns }}
        spacing="lg"
      >
        {modules.map((module) => (
          <LinkCard
            key={module.slug}
            title={module.title}
            description={module.description}
            icon={module.icon}
            to={modulePath(module)}
          />
        ))}
      </SimpleGrid>
    </PageContainer>
  );
}
