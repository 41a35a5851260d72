import { Badge, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { IconHeading } from '@/shared/ui/icon-heading';
import { PageBreadcrumbs } from '@/shared/ui/page-breadcrumbs';
import { PageContainer } from '@/shared/ui/page-container';
import { TopicBand } from './components/module-band';
import { WorkColumns } from './components/work-columns';
import { usePageView } from './hooks/use-page-view';
import { deploymentPath, moduleTrail } from './lib/paths';
import { rememberDeploymentChoice, rememberedDeployment } from './lib/remember-deployment';
import type { Deployment, PortalModule } from './modules';
import classes from './module-landing-page.module.css';
import { PageLead } from '@/shared/ui/page-lead';

/** The mark of the deployment the user chose last (remembered in local storage, R2.16). */
export const LAST_OPENED = 'Last opened';

/**
 * One deployment: its heading (linking to its page, R2.15) and its topics as cards below, so the
 * first click can be the topic itself (design review 2026-11-29, m12: one 416 px card and 500 px of
 * nothing). Opening the deployment or one of its topics remembers it as the choice (R2.16).
 */
function DeploymentSection({
  module,
  deployment,
  lastChosen,
}: {
  module: PortalModule;
  deployment: Deployment;
  lastChosen: boolean;
}) {
  const remember = () => rememberDeploymentChoice(deployment);
  return (
    <TopicBand
      module={module}
      deployment={deployment}
      label={`${deployment.title} topics`}
      onOpen={remember}
      heading={
        <IconHeading
          icon={deployment.icon}
          title={deployment.title}
          to={deploymentPath(module, deployment)}
          linkClassName={classes.title}
          onClick={remember}
          description={deployment.description}
          descriptionGap={2}
        >
          {lastChosen && (
            <Badge variant="light" size="sm" mt={4}>
              {LAST_OPENED}
            </Badge>
          )}
        </IconHeading>
      }
    />
  );
}

/** What the route puts on the page beside the deployment: the person's own, of this module. */
export interface ModuleWork {
  /** The module's numbers (KPI tiles), full width above the deployment. */
  numbers?: ReactNode;
  /** The dashboards of this module the person opened last (a section). */
  recentDashboards?: ReactNode;
  /** The person's saved views of this module's dashboards (a section). */
  savedViews?: ReactNode;
}

function ModuleLanding({ module, numbers, recentDashboards, savedViews }: { module: PortalModule } & ModuleWork) {
  usePageView(module.title);
  // Read once, as the page opens: the deployment chosen last time.
  const [lastChosen] = useState(() => rememberedDeployment(module.deployments));

  return (
    <PageContainer>
      <PageBreadcrumbs items={moduleTrail(module)} inHeader />
      <PageLead title={module.title} description={module.description} />
      {numbers ? (
        <div className={classes.numbers} data-module-slot="numbers">
          {numbers}
        </div>
      ) : null}
      <Stack gap="xl" component="section" aria-label="Deployments">
        {module.deployments.map((entry) => (
          <DeploymentSection key={entry.slug} module={module} deployment={entry} lastChosen={entry === lastChosen} />
        ))}
      </Stack>
      <WorkColumns recentDashboards={recentDashboards} savedViews={savedViews} layout="module" />
    </PageContainer>
  );
}

/**
 * /{project}-2024 (R2.15): the module's deployments, each with its topics' cards (module slug + card
 * slug; the chosen deployment's title and value are remembered, and it is marked "Last opened" when the
 * user comes back). The route resolves the module and fills what only this page shows (a blind designer's finding,
 * 2026-12-02: it repeated the deployment page's cards under one more row): the person's numbers above the
 * deployment, and their recent dashboards and saved views of this module below it, which the deployment page,
 * the plain topic list, does not show.
 */
export function ModuleLandingPage({ module, ...work }: { module: PortalModule } & ModuleWork) {
  return <ModuleLanding module={module} {...work} />;
}
