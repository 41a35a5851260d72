import { Box, Button, Center, Image, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { usePageTitle } from '@/shared/page/use-page-title';
import { HOME_PATH, NOT_FOUND_SPINNER_MS } from './constants';
import { useInShell } from './shell-context';

export const NOT_FOUND_IMAGE_URL = `${import.meta.env.BASE_URL}shell/not-found.svg`;

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
 * Who may see it is the route guards' business: a signed-out visitor never gets here (the `_app`
 * guard sends them to /login) and a signed-in one on /login goes home (the `_public` guard).
 */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  const [phase, setPhase] = useState<NotFoundPhase>('loading');
  useEffect(() => {
    const timer = setTimeout(() => setPhase('shown'), NOT_FOUND_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);
  return <NotFoundView phase={phase} />;
}
