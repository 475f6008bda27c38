import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/_guarded/')({
  component: () => <h1>Admin Panel</h1>,
});
