import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '@/features/auth';

export const Route = createFileRoute('/_public/forgot-password')({
  component: () => <AuthScreen mode="forgot-password" />,
});
