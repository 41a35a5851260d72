import { createFileRoute } from '@tanstack/react-router';
import { AUTH_SCREEN_TITLES, AuthScreen } from '@/features/auth';

export const Route = createFileRoute('/_public/login')({
  staticData: { pageTitle: AUTH_SCREEN_TITLES['login'] },
  component: () => <AuthScreen mode="login" />,
});
