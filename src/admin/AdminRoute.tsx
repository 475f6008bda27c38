/** The /admin page: the panel wired to the router (tab in ?tab=, store from the router context). */
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { signOut } from '@/auth/sign-out';
import { entities } from '@/schema-kit/registry';
import { AdminPanel } from './AdminPanel';
import { AdminStoreContext } from './editor/store-context';

const route = getRouteApi('/admin/_guarded/');

export function AdminRoute() {
  const { tab } = route.useSearch();
  const { settings } = route.useRouteContext();
  const navigate = route.useNavigate();
  const router = useRouter();
  return (
    <AdminStoreContext.Provider value={settings}>
      <AdminPanel
        entities={entities}
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next } })}
        onSignOut={async () => {
          await signOut();
          router.history.push('/admin/login');
        }}
      />
    </AdminStoreContext.Provider>
  );
}
