/**
 * Sign-in configuration, read from Vite's env at build time. Imported only by admin routes (through
 * ./client), so public pages never carry it. The project address comes from src/app/backend.ts.
 */
import { backend, isLocalDevelopmentBackend } from '@/app/backend';

export const LOCAL_ADMIN_EMAIL = 'admin@example.com';

const env = (name: string): string | undefined => {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export const authConfig = {
  /** Undefined on a static site built without a Supabase project: sign-in is not set up there. */
  supabaseUrl: backend?.supabaseUrl,
  anonKey: backend?.anonKey ?? '',
  adminEmail: env('VITE_ADMIN_EMAIL') ?? LOCAL_ADMIN_EMAIL,
  isLocalDevelopment: isLocalDevelopmentBackend,
} as const;
