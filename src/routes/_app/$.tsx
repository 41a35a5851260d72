import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { NOT_FOUND_TITLE } from '@/app/page-title';

// The one catch-all: any path no other route matches is the not-found page, inside the shell
// (a signed-out visitor never gets here: the `_app` guard sends them to the login first).
export const Route = createFileRoute('/_app/$')({
  staticData: { pageTitle: NOT_FOUND_TITLE },
  component: NotFoundPage,
});
