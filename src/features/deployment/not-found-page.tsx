import { Box, Button, Center, Image, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSessionStore } from '@/shared/session/session-store';
import { useInShell } from './components/shell-context';
import { NOT_FOUND_SPINNER_MS } from './constants';
import { usePageTitle } from '@/shared/page/use-page-title';
import { HOME_PATH } from './lib/paths';

export const NOT_FOUND_IMAGE_URL = `${import.meta.env.BASE_URL}shell/not-found.svg`;

/** Paths a signed-in user is sent home from when they land on the not-found page. */
const SIGNED_OUT_ONLY_PATHS = new Set(['/login', '/forgot-password']);

export type NotFoundPhase = 'loading' | 'shown';

/** The two faces of the not-found page, without timers or redirects (used by stories). */
export function NotFoundView({ phase }: { phase: NotFoundPhase }) {
  const inShell = useInShell();
  return (
    <Box component={inShell ? 'div' : 'main'}>
      {!inShell && (
        <VisuallyHidden>
          <h1>Page not found</h1>
        </VisuallyHidden>
      )}
      <Center mih={inShell ? 'calc(100vh - 120px)' : '100vh'} p="md">
        {phase === 'loading' ? (
          <Loader role="status" aria-label="Loading" />
        ) : (
          <Stack align="center" gap="lg">
            <Image src={NOT_FOUND_IMAGE_URL} alt="404 Page not found" w={360} maw="90vw" h="auto" />
            <Button component={Link} to={HOME_PATH} color="blue.8">
              Back to home
            </Button>
          </Stack>
        )}
      </Center>
    </Box>
  );
}

/**
 * The not-found page (spec section 2): a spinner for 1 second, then the 404 image with "Back to home".
 * A signed-out visitor goes to /login; a signed-in one on /login or /forgot-password goes to /home.
 */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  const [phase, setPhase] = useState<NotFoundPhase>('loading');
  const status = useSessionStore((state) => state.status);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => setPhase('shown'), NOT_FOUND_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (status === 'logged-out') void navigate({ to: '/login', replace: true });
    else if (status === 'logged-in' && SIGNED_OUT_ONLY_PATHS.has(pathname))
      void navigate({ to: HOME_PATH, replace: true });
  }, [status, pathname, navigate]);

  return <NotFoundView phase={phase} />;
}
