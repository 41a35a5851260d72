import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/layout/not-found-page';

// The one catch-all: any path no other route matches is the not-found page, inside the shell
// (a signed-out visitor never gets here: the `_app` guard sends them to the login first).
export const Route = createFileRoute('/_app/$')({
  component: NotFoundPage,
});
