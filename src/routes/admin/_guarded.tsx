// CONTRACT STUB (replaced by the sign-in work, issue 5): the guard sends anyone who is not the
// signed-in admin to /admin/login. Everything under /admin except /admin/login lives below it.
import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/_guarded')({
  component: Outlet,
});
