import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/deployment';

export const Route = createFileRoute('/_app/home')({
  component: HomePage,
});
