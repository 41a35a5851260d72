import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '@/features/auth';

export const Route = createFileRoute('/_public/request-an-account')({
  component: () => <AuthScreen mode="request-an-account" />,
});
