import { createFileRoute } from '@tanstack/react-router';
import { AUTH_SCREEN_TITLES, AuthScreen } from '@/features/auth';

export const Route = createFileRoute('/_public/request-an-account')({
  staticData: { pageTitle: AUTH_SCREEN_TITLES['request-an-account'] },
  component: () => <AuthScreen mode="request-an-account" />,
});
